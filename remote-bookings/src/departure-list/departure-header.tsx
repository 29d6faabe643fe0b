import { useNavigate } from 'react-router-dom';

import { type DepartureList, paths } from '@portal/contracts';
import { Box, DataList, formatCount, formatLongDate, formatRs, Heading, NativeSelect, SimpleGrid, Stack, Stat } from '@portal/ui';

import { useBookingsStrings } from '../strings/bookings-strings';
import { startTimeText } from './departure-text';

/** The day's other departures: choosing one opens its list. */
function TimePicker({ list }: { list: DepartureList }) {
  const navigate = useNavigate();
  const t = useBookingsStrings();
  if (list.start_times.length < 2) return null;
  return (
    <NativeSelect.Root size="sm" maxW="48" data-print="hide">
      <NativeSelect.Field
        aria-label={t('departureList.time')}
        value={list.start_time ?? ''}
        onChange={(e) => navigate(paths.departureList(list.listing_id, list.date, e.target.value || null))}
      >
        {list.start_times.map((time) => (
          <option key={time ?? ''} value={time ?? ''}>
            {startTimeText(t, time)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Which departure this is (listing, date, time) and its totals: bookings, people, due at the departure. */
export function DepartureHeader({ list }: { list: DepartureList }) {
  const t = useBookingsStrings();
  const totals: [string, string][] = [
    [t('departureList.bookings'), formatCount(list.totals.bookings)],
    [t('departureList.people'), formatCount(list.totals.people)],
    [t('departureList.due'), formatRs(list.totals.due)],
  ];
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Stack gap="3">
        <Heading as="h2" size="md">
          <bdi>{list.tour_name}</bdi>
        </Heading>
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel minW="24">{t('departureList.date')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatLongDate(list.date)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">{t('departureList.departure')}</DataList.ItemLabel>
            <DataList.ItemValue>{startTimeText(t, list.start_time)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <TimePicker list={list} />
        {/* A price stays on one line: on a phone the amount due takes the whole second row. */}
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3" role="group" aria-label={t('departureList.totals')}>
          {totals.map(([label, value], index) => (
            <Stat.Root
              key={label}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              gridColumn={index === 2 ? { base: 'span 2', sm: 'auto' } : undefined}
            >
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText whiteSpace="nowrap">{value}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
