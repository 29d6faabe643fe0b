import { useQuery } from '@tanstack/react-query';

import { bookingQueries } from '@portal/api';
import { BOOKING_SORTS, type BookingSort } from '@portal/contracts';
import { Fieldset, Stack } from '@portal/ui';
import { Checkbox, RadioGroup } from '@portal/ui/form-controls';

import { useBookingsStrings } from '../strings/bookings-strings';
import { type BookingFilterChoice, filterChoices, filterLabel, SORT_ORDER } from './booking-list-query';

export interface BookingsFiltersProps {
  ticked: (filter: BookingFilterChoice) => boolean;
  onTick: (filter: BookingFilterChoice, ticked: boolean) => void;
  sort: BookingSort;
  onSort: (sort: BookingSort) => void;
}

const isSort = (value: string | null): value is BookingSort => (BOOKING_SORTS as readonly (string | null)[]).includes(value);

/** The side panel of My Bookings: the Filter by checkboxes that fit the supplier's listing types, and the Sort by radios. */
export function BookingsFilters({ ticked, onTick, sort, onSort }: BookingsFiltersProps) {
  const t = useBookingsStrings();
  const choices = filterChoices(useQuery(bookingQueries.listingTypes()).data);
  return (
    <Stack gap="6" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">{t('list.filterBy')}</Fieldset.Legend>
        <Stack gap="2" mt="2">
          {choices.map((filter) => (
            <Checkbox.Root
              key={filter}
              size="sm"
              checked={ticked(filter)}
              onCheckedChange={(details) => onTick(filter, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{filterLabel(t, filter)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">{t('list.sortBy')}</Fieldset.Legend>
        <RadioGroup.Root size="sm" value={sort} onValueChange={(details) => isSort(details.value) && onSort(details.value)} mt="2">
          <Stack gap="2">
            {SORT_ORDER.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`list.sorts.${value}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>
    </Stack>
  );
}
