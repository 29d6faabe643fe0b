import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';

import { type DepartureKey, departureQueries, isNotFound } from '@portal/api';
import { type DepartureList, paths } from '@portal/contracts';
import { Button, HStack, LoadError, Page, Spinner, Stack, Text } from '@portal/ui';

import { DepartureHeader } from './departure-header';
import { DepartureTable } from './departure-table';
import { PrintStyles } from './print-styles';
import { useDepartureCsv } from './use-departure-csv';

/** Print and Download CSV: the list on paper (print styles leave the rest out) or as a file. */
function ListActions({ list }: { list: DepartureList }) {
  const csv = useDepartureCsv({ listingId: list.listing_id, date: list.date, time: list.start_time });
  return (
    <HStack gap="2" wrap="wrap" data-print="hide">
      <Button variant="outline" colorPalette="teal" onClick={() => window.print()} disabled={list.bookings.length === 0}>
        Print
      </Button>
      <Button colorPalette="teal" onClick={csv.download} loading={csv.downloading}>
        Download CSV
      </Button>
    </HStack>
  );
}

const Loading = () => (
  <HStack gap="3" color="gray.600" py="8" justify="center" role="status">
    <Spinner size="sm" />
    <Text>Loading departure list...</Text>
  </HStack>
);

function ListOf({ departure }: { departure: DepartureKey }) {
  const { data: list, error, isPending, refetch } = useQuery(departureQueries.list(departure));
  if (list) {
    return (
      <Stack gap="4">
        <HStack justify="flex-end">
          <ListActions list={list} />
        </HStack>
        <DepartureHeader list={list} />
        <DepartureTable list={list} />
      </Stack>
    );
  }
  if (isPending) return <Loading />;
  if (isNotFound(error)) return <Text color="gray.600">This listing or date does not exist or is not one of yours.</Text>;
  return <LoadError message="Could not load the departure list." onRetry={() => void refetch()} />;
}

/** A departure's list (/departures/{listingId}/{date}?time=HH:MM): who comes, to print, download or check in. */
export function DepartureListPage() {
  const { listingId = '', date = '' } = useParams();
  const [search] = useSearchParams();
  const time = search.get('time') ?? undefined;
  return (
    <Page
      title="Departure list"
      actions={
        <Button asChild variant="ghost" colorPalette="teal" data-print="hide">
          <RouterLink to={paths.checkIn}>Check in customers</RouterLink>
        </Button>
      }
    >
      <PrintStyles />
      <ListOf departure={{ listingId, date, time }} />
    </Page>
  );
}
