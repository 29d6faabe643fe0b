import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';

import { type DepartureKey, departureQueries, isNotFound } from '@portal/api';
import { type DepartureList, paths } from '@portal/contracts';
import { Button, HStack, LoadError, Page, Spinner, Stack, Text } from '@portal/ui';

import { useBookingsStrings } from '../strings/bookings-strings';
import { DepartureHeader } from './departure-header';
import { DepartureTable } from './departure-table';
import { PrintStyles } from './print-styles';
import { useDepartureCsv } from './use-departure-csv';

/** Print and Download CSV: the list on paper (print styles leave the rest out) or as a file. */
function ListActions({ list }: { list: DepartureList }) {
  const csv = useDepartureCsv({ listingId: list.listing_id, date: list.date, time: list.start_time });
  const t = useBookingsStrings();
  return (
    <HStack gap="2" wrap="wrap" data-print="hide">
      <Button variant="outline" colorPalette="teal" onClick={() => window.print()} disabled={list.bookings.length === 0}>
        {t('departureList.print')}
      </Button>
      <Button colorPalette="teal" onClick={csv.download} loading={csv.downloading}>
        {t('departureList.downloadCsv')}
      </Button>
    </HStack>
  );
}

function Loading() {
  const t = useBookingsStrings();
  return (
    <HStack gap="3" color="gray.600" py="8" justify="center" role="status">
      <Spinner size="sm" />
      <Text>{t('departureList.loading')}</Text>
    </HStack>
  );
}

function ListOf({ departure }: { departure: DepartureKey }) {
  const { data: list, error, isPending, refetch } = useQuery(departureQueries.list(departure));
  const t = useBookingsStrings();
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
  if (isNotFound(error)) return <Text color="gray.600">{t('departureList.notFound')}</Text>;
  return <LoadError message={t('departureList.loadFailed')} onRetry={() => void refetch()} />;
}

/** A departure's list (/departures/{listingId}/{date}?time=HH:MM): who comes, to print, download or check in. */
export function DepartureListPage() {
  const { listingId = '', date = '' } = useParams();
  const [search] = useSearchParams();
  const time = search.get('time') ?? undefined;
  const t = useBookingsStrings();
  return (
    <Page
      title={t('departureList.title')}
      actions={
        <Button asChild variant="ghost" colorPalette="teal" data-print="hide">
          <RouterLink to={paths.checkIn}>{t('departureList.checkIn')}</RouterLink>
        </Button>
      }
    >
      <PrintStyles />
      <ListOf departure={{ listingId, date, time }} />
    </Page>
  );
}
