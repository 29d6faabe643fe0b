import type { ReactNode } from 'react';

import type { Booking } from '@portal/contracts';
import { Box, DataList, formatDate, formatDateTime, Heading, List, Stack, Text } from '@portal/ui';

import { WithData } from '../common/with-data';
import { useBookingsStrings } from '../strings/bookings-strings';
import { bookingFacts } from './booking-facts';
import { addOnText, cancellationReasonText } from './booking-text';

/** A titled white block of label/value rows. */
function InfoBlock({ title, rows }: { title: string; rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="md">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW={{ base: '28', md: '40' }}>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value ?? '—'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

/** What the customer typed, isolated for bidi; a dash when they left it empty. */
const data = (text: string | null | undefined) => (text ? <bdi>{text}</bdi> : null);

export function CustomerBlock({ booking: b }: { booking: Booking }) {
  const t = useBookingsStrings();
  return (
    <InfoBlock
      title={t('info.customer')}
      rows={[
        [t('info.name'), data(b.customer_name)],
        [t('info.country'), data(b.customer_country)],
        [t('info.city'), data(b.customer_city)],
        [t('info.emergencyContact'), data(b.emergency_contact)],
      ]}
    />
  );
}

/** What was booked and when, in the words of its listing's type (a trip, a rental, a room). */
export function TripBlock({ booking }: { booking: Booking }) {
  const t = useBookingsStrings();
  return <InfoBlock title={t('info.bookingBlock')} rows={bookingFacts(t, booking)} />;
}

/** Why a cancelled (or declined) booking was cancelled, and when. */
export function CancellationBlock({ booking: b }: { booking: Booking }) {
  const t = useBookingsStrings();
  return (
    <InfoBlock
      title={t('info.cancellation')}
      rows={[
        [t('reason'), b.cancellation_reason && cancellationReasonText(t, b.cancellation_reason)],
        [t('info.note'), data(b.cancellation_note)],
        [t('info.cancelledOn'), b.cancelled_at && formatDateTime(b.cancelled_at)],
      ]}
    />
  );
}

export function AddOnsBlock({ booking }: { booking: Booking }) {
  const t = useBookingsStrings();
  return (
    <Box as="section" aria-label={t('info.addOns')} bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        {t('info.addOns')}
      </Heading>
      {booking.selected_add_ons.length === 0 ? (
        <Text color="gray.600">{t('info.noAddOns')}</Text>
      ) : (
        <List.Root ps="5">
          {booking.selected_add_ons.map((addOn) => (
            <List.Item key={addOnText(addOn)}>
              <bdi>{addOnText(addOn)}</bdi>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** The free-cancellation note: the booking's own date, and the listing's terms it follows. */
export function CancellationNote({ booking }: { booking: Booking }) {
  const t = useBookingsStrings();
  if (booking.booking_status === 'cancelled') return null;
  return (
    <Stack gap="1" fontSize="sm" color="gray.700" bg="blue.50" borderRadius="md" px="4" py="3">
      <Text>
        {booking.free_cancellation_until
          ? t('info.freeUntil', { date: formatDate(booking.free_cancellation_until) })
          : t('info.noFreeCancellation')}
      </Text>
      <Text color="gray.600">
        {booking.cancellation_terms ? (
          <WithData text={t('info.terms', { terms: booking.cancellation_terms })} data={[booking.cancellation_terms]} />
        ) : (
          t('info.noTerms')
        )}
      </Text>
    </Stack>
  );
}
