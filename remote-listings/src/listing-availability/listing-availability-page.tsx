import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';

import { availabilityQueries, isNotFound } from '@portal/api';
import { type ListingStatus, paths } from '@portal/contracts';
import { Alert, Box, Button, Grid, Heading, HStack, LoadError, Page, Spinner, Stack, Text } from '@portal/ui';
import { SegmentGroup } from '@portal/ui/form-controls';

import { listingsText, useListingsStrings } from '../strings/listings-strings';
import { CalendarFeed } from './calendar-feed';
import { currentMonth, type Month, monthRange, monthTitle, parseMonth, shiftMonth } from './calendar-month';
import { DateChanges } from './date-changes';
import { DayLegend } from './day-legend';
import { MonthDays } from './month-days';
import { RulesSection } from './rules-form';
import { selectDay, type Selection, type SelectMode } from './selection';
import { SelectionPanel } from './selection-panel';

function Loading() {
  const t = useListingsStrings();
  return (
    <HStack gap="3" color="gray.600" py="8" justify="center">
      <Spinner size="sm" />
      <Text>{t('availability.loading')}</Text>
    </HStack>
  );
}

/** Why a listing sells no date whatever its schedule: every day is grey until its status changes. */
const notSellingText = (status: ListingStatus): string | null => {
  if (status === 'pending_review') return listingsText()('availability.underReview');
  return status === 'rejected' ? listingsText()('availability.deactivated') : null;
};

function MonthCalendar({ listingId, month, onMonth }: { listingId: string; month: Month; onMonth: (month: Month) => void }) {
  const t = useListingsStrings();
  const { from, to } = monthRange(month);
  // The month shown stays while the next one loads, so the buttons do not jump under the pointer.
  const {
    data: calendar,
    error,
    isPending,
    isFetching,
    refetch,
  } = useQuery({ ...availabilityQueries.calendar(listingId, from, to), placeholderData: keepPreviousData });
  const [mode, setMode] = useState<SelectMode>('day');
  const [selection, setSelection] = useState<Selection | null>(null);

  if (isNotFound(error)) {
    return (
      <Alert.Root status="warning">
        <Alert.Title flex="1">{t('availability.notFound')}</Alert.Title>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.listings}>{t('availability.goToListings')}</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  if (error && !calendar) return <LoadError message={t('availability.loadFailed')} onRetry={() => void refetch()} />;
  if (isPending || !calendar) return <Loading />;
  // While the next month loads the last one stays, titled and laid out as itself.
  const shown = calendar.from.slice(0, 7);
  const notSelling = notSellingText(calendar.listing_status);
  return (
    <Stack gap="4">
      <Text color="gray.600">
        <bdi>{calendar.title}</bdi> · {t('availability.pakistanTime')}
      </Text>
      {notSelling && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{notSelling}</Alert.Title>
        </Alert.Root>
      )}
      {!calendar.has_schedule && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('availability.noSchedule')}</Alert.Title>
        </Alert.Root>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => onMonth(shiftMonth(month, -1))}>
            {t('availability.previousMonth')}
          </Button>
          <Heading as="h2" size="md" minW={{ base: 'auto', md: '40' }} textAlign="center" aria-live="polite">
            <time dateTime={shown}>{monthTitle(shown)}</time>
          </Heading>
          <Button size="sm" variant="outline" onClick={() => onMonth(shiftMonth(month, 1))}>
            {t('availability.nextMonth')}
          </Button>
          {isFetching && <Spinner size="xs" aria-label={t('availability.updating')} />}
        </HStack>
        <SegmentGroup.Root
          size="sm"
          value={mode}
          aria-label={t('availability.select')}
          onValueChange={(details) => {
            setMode(details.value as SelectMode);
            setSelection(null);
          }}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'day', label: t('availability.oneDay') },
              { value: 'range', label: t('availability.range') },
            ]}
          />
        </SegmentGroup.Root>
      </HStack>
      <DayLegend />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(300px, 1fr)' }} gap="4" alignItems="start">
        <MonthDays
          month={shown}
          calendar={calendar}
          selection={selection}
          onSelect={(date) => setSelection(selectDay(selection, date, mode))}
        />
        {selection ? (
          <SelectionPanel
            key={`${selection.from}-${selection.to}`}
            calendar={calendar}
            selection={selection}
            onClose={() => setSelection(null)}
          />
        ) : (
          <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <Text color="gray.600">{mode === 'day' ? t('availability.chooseDay') : t('availability.chooseRange')}</Text>
          </Box>
        )}
      </Grid>
      <DateChanges listingId={listingId} />
      <RulesSection listingId={listingId} today={calendar.today} />
      <CalendarFeed listingId={listingId} />
    </Stack>
  );
}

/** Manage Availability: /listings/{listingId}/availability, a month at a time (?month=YYYY-MM). */
export function ListingAvailabilityPage() {
  const t = useListingsStrings();
  const { listingId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const month = parseMonth(params.get('month')) ?? currentMonth();
  return (
    <Page title={t('availability.title')}>
      <MonthCalendar listingId={listingId} month={month} onMonth={(next) => setParams({ month: next }, { replace: true })} />
    </Page>
  );
}
