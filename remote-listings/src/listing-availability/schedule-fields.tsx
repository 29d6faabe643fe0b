import { AVAILABILITY_DATE_BOUNDS } from '@portal/contracts';
import { CheckboxGroupField, DateField, FieldsetShell, TextField, useFieldArray, useFormContext } from '@portal/forms';
import { Button, HStack, SimpleGrid, Stack, Text } from '@portal/ui';

import { newSchedule, type RulesValues, WEEKDAY_NAMES } from './rules-values';

export interface ScheduleFieldsProps {
  today: string;
  wholeDay: boolean;
  unit: string;
}

/** The weekly schedules and their seasons: a list the supplier adds to and removes from. */
export function ScheduleFields({ today, wholeDay, unit }: ScheduleFieldsProps) {
  const { control } = useFormContext<RulesValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'schedules' });
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600">
        Where schedules overlap, the one lower in the list decides the day: a summer season below an all-year schedule replaces it in
        summer.
      </Text>
      {fields.length === 0 && <Text>No schedule: no date sells. Add one.</Text>}
      {fields.map((field, index) => (
        <FieldsetShell key={field.id} label={`Schedule ${index + 1}`}>
          <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <DateField name={`schedules.${index}.starts_on`} label="From" {...AVAILABILITY_DATE_BOUNDS} />
              <DateField
                name={`schedules.${index}.ends_on`}
                label="Until"
                optional
                helperText="Empty: no end."
                {...AVAILABILITY_DATE_BOUNDS}
              />
            </SimpleGrid>
            <CheckboxGroupField name={`schedules.${index}.weekdays`} label="Days of the week" options={WEEKDAY_NAMES} columns={4} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {!wholeDay && (
                <TextField
                  name={`schedules.${index}.start_times`}
                  label="Start times"
                  helperText="24-hour times, separated by commas: 10:00, 15:00"
                />
              )}
              <TextField
                name={`schedules.${index}.capacity`}
                label={`Capacity (${unit} per ${wholeDay ? 'day' : 'start time'})`}
                type="number"
              />
            </SimpleGrid>
            <HStack justify="end">
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => remove(index)}>{`Remove schedule ${index + 1}`}</Button>
            </HStack>
          </Stack>
        </FieldsetShell>
      ))}
      <HStack>
        <Button size="sm" variant="outline" onClick={() => append(newSchedule(today, wholeDay))}>
          Add a schedule
        </Button>
      </HStack>
    </Stack>
  );
}
