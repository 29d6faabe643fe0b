import { AVAILABILITY_DATE_BOUNDS, type Weekday, WEEKDAY_LABELS, WEEKDAYS } from '@portal/contracts';
import { CheckboxGroupField, DateField, FieldsetShell, TextField, useFieldArray, useFormContext } from '@portal/forms';
import { Button, HStack, SimpleGrid, Stack, Text } from '@portal/ui';

import { useListingsStrings } from '../strings/listings-strings';
import { newSchedule, type RulesValues } from './rules-values';

export interface ScheduleFieldsProps {
  today: string;
  wholeDay: boolean;
  /** Capacity counts people (trips), not units (rentals, rooms). */
  perPeople: boolean;
}

/** The namespace's key of each ISO weekday. */
const WEEKDAY_KEYS = {
  1: 'monday',
  2: 'tuesday',
  3: 'wednesday',
  4: 'thursday',
  5: 'friday',
  6: 'saturday',
  7: 'sunday',
} as const satisfies Record<Weekday, string>;

const CAPACITY_LABELS = {
  people: { day: 'schedule.capacityPeopleDay', start: 'schedule.capacityPeopleStart' },
  units: { day: 'schedule.capacityUnitsDay', start: 'schedule.capacityUnitsStart' },
} as const;

/** The weekly schedules and their seasons: a list the supplier adds to and removes from. */
export function ScheduleFields({ today, wholeDay, perPeople }: ScheduleFieldsProps) {
  const t = useListingsStrings();
  // The weekdays keep their English names as the form's values (rules-values reads them back).
  const weekdays = WEEKDAYS.map((day) => ({ value: WEEKDAY_LABELS[day], label: t(`weekdays.${WEEKDAY_KEYS[day]}`) }));
  const capacityLabel = t(CAPACITY_LABELS[perPeople ? 'people' : 'units'][wholeDay ? 'day' : 'start']);
  const { control } = useFormContext<RulesValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'schedules' });
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600">
        {t('schedule.overlap')}
      </Text>
      {fields.length === 0 && <Text>{t('schedule.none')}</Text>}
      {fields.map((field, index) => (
        <FieldsetShell key={field.id} label={t('schedule.name', { number: index + 1 })}>
          <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <DateField name={`schedules.${index}.starts_on`} label={t('schedule.from')} {...AVAILABILITY_DATE_BOUNDS} />
              <DateField
                name={`schedules.${index}.ends_on`}
                label={t('schedule.until')}
                optional
                helperText={t('schedule.noEnd')}
                {...AVAILABILITY_DATE_BOUNDS}
              />
            </SimpleGrid>
            <CheckboxGroupField name={`schedules.${index}.weekdays`} label={t('schedule.weekdays')} options={weekdays} columns={4} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {!wholeDay && (
                <TextField
                  name={`schedules.${index}.start_times`}
                  label={t('schedule.startTimes')}
                  helperText={t('schedule.startTimesHelp')}
                />
              )}
              <TextField name={`schedules.${index}.capacity`} label={capacityLabel} type="number" />
            </SimpleGrid>
            <HStack justify="end">
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => remove(index)}>
                {t('schedule.remove', { number: index + 1 })}
              </Button>
            </HStack>
          </Stack>
        </FieldsetShell>
      ))}
      <HStack>
        <Button size="sm" variant="outline" onClick={() => append(newSchedule(today, wholeDay))}>
          {t('schedule.add')}
        </Button>
      </HStack>
    </Stack>
  );
}
