import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';

import { departureMutations, departureQueries, failureText, myListingsQueries } from '@portal/api';
import { type AffectedBooking, BOOKING_NOTE_MAX_LENGTH, CancelDeparturesRequestSchema, DEPARTURE_CANCEL_REASONS } from '@portal/contracts';
import { messageText } from '@portal/i18n';
import {
  Button,
  DateInput,
  Field,
  Fieldset,
  formatDate,
  formatRs,
  HStack,
  LimitedTextarea,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  toast,
} from '@portal/ui';
import { Checkbox } from '@portal/ui/form-controls';
import { ActionDialog } from '@portal/ui/overlays';

import { ReasonChoice } from '../common/reason-choice';
import { type BookingsT, bookingsText, useBookingsStrings } from '../strings/bookings-strings';
import { AffectedBookings } from './affected-bookings';

/** The one sentence the supplier confirms: what is cancelled, refunded and closed. */
function confirmSentence(t: BookingsT, bookings: AffectedBooking[], listings: number, from: string, to: string, close: boolean): string {
  const refund = formatRs(bookings.reduce((sum, b) => sum + b.total_price, 0));
  const dates =
    from === to
      ? t('departures.onDate', { date: formatDate(from) })
      : t('departures.fromTo', { from: formatDate(from), to: formatDate(to) });
  return t(close ? 'departures.sentenceClosing' : 'departures.sentence', {
    bookings: t('departures.bookings', { count: bookings.length }),
    listings: t('departures.listingCount', { count: listings }),
    dates,
    refund,
  });
}

function ListingChoice({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  const t = useBookingsStrings();
  const { data, isPending, isError, refetch } = useQuery(myListingsQueries.list({ pageSize: 100 }));
  if (isPending)
    return (
      <HStack gap="2" color="gray.600">
        <Spinner size="xs" />
        <Text>{t('departures.loadingListings')}</Text>
      </HStack>
    );
  if (isError)
    return (
      <HStack gap="3">
        <Text color="red.fg">{t('departures.listingsFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </HStack>
    );
  if (data.rows.length === 0) return <Text color="gray.600">{t('departures.noListings')}</Text>;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('departures.listings')}</Fieldset.Legend>
      <Stack gap="2" maxH="40" overflowY="auto">
        {data.rows.map((listing) => (
          <Checkbox.Root
            key={listing.listing_id}
            checked={chosen.includes(listing.listing_id)}
            onCheckedChange={(details) =>
              onChange(details.checked === true ? [...chosen, listing.listing_id] : chosen.filter((id) => id !== listing.listing_id))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <bdi>{listing.title}</bdi>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

/** The bookings on the chosen departures, once listings and both dates are chosen. */
function useAffected(listingIds: string[], from: string, to: string) {
  const ready = listingIds.length > 0 && from !== '' && to !== '' && to >= from;
  return { ready, ...useQuery({ ...departureQueries.bookings({ listingIds, from, to }), enabled: ready }) };
}

/**
 * Cancel departures (weather, a closed road, force majeure): listings and dates, the bookings on
 * them (each can be moved instead), a reason and a note for the customers, optionally closing the
 * dates for sale; confirmed in one sentence, done by the server in one transaction.
 */
export function CancelDeparturesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [listingIds, setListingIds] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [closeDates, setCloseDates] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const affected = useAffected(listingIds, from, to);
  const cancel = useMutation(departureMutations.cancel());
  const t = useBookingsStrings();

  function close() {
    setListingIds([]);
    setFrom('');
    setTo('');
    setReason(null);
    setNote('');
    setCloseDates(false);
    setError(null);
    onOpenChange(false);
  }

  function submit() {
    const request = v.safeParse(CancelDeparturesRequestSchema, {
      listing_ids: listingIds,
      from,
      to,
      reason: reason ?? '',
      note: note || undefined,
      close_dates: closeDates,
    });
    if (!request.success) return setError(messageText(request.issues[0].message));
    const said = bookingsText();
    cancel.mutate(request.output, {
      onSuccess: (done) => {
        toast.success(said('departures.done', { bookings: said('departures.bookings', { count: done.cancelled }) }));
        close();
      },
      onError: (failure) =>
        toast.error(failureText(failure, (message) => said('departures.failed', { message }), said('departures.failedPlain'))),
    });
  }

  return (
    <ActionDialog
      open={open}
      title={t('departures.title')}
      cancelLabel={t('departures.keep')}
      confirmLabel={t('departures.title')}
      onConfirm={submit}
      onClose={close}
      busy={cancel.isPending}
      tone="danger"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Stack gap="4">
        <ListingChoice chosen={listingIds} onChange={setListingIds} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required>
            <Field.Label>{t('departures.from')}</Field.Label>
            <DateInput value={from} onChange={(event) => setFrom(event.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('departures.to')}</Field.Label>
            <DateInput value={to} onChange={(event) => setTo(event.target.value)} />
          </Field.Root>
        </SimpleGrid>
        {affected.ready &&
          (affected.isPending ? (
            <HStack gap="2" color="gray.600">
              <Spinner size="xs" />
              <Text>{t('departures.loadingBookings')}</Text>
            </HStack>
          ) : affected.isError ? (
            <HStack gap="3">
              <Text color="red.fg">{t('departures.bookingsFailed')}</Text>
              <Button size="sm" variant="outline" onClick={() => void affected.refetch()}>
                {t('retry')}
              </Button>
            </HStack>
          ) : (
            <AffectedBookings bookings={affected.data} />
          ))}
        <ReasonChoice reasons={DEPARTURE_CANCEL_REASONS} value={reason} onChange={setReason} />
        <Field.Root>
          <Field.Label>{t('departures.note')}</Field.Label>
          <LimitedTextarea value={note} maxLength={BOOKING_NOTE_MAX_LENGTH} onValueChange={setNote} />
        </Field.Root>
        <Checkbox.Root checked={closeDates} onCheckedChange={(details) => setCloseDates(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('departures.stopSales')}</Checkbox.Label>
        </Checkbox.Root>
        {error && (
          <Text color="red.fg" role="alert">
            {error}
          </Text>
        )}
        {affected.data && affected.data.length > 0 && (
          <Text fontWeight="semibold">{confirmSentence(t, affected.data, listingIds.length, from, to, closeDates)}</Text>
        )}
      </Stack>
    </ActionDialog>
  );
}
