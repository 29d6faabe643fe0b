import type { ReactNode } from 'react';

import type { Booking } from '@portal/contracts';
import { Box, DataList, formatDate, formatDateTime, Heading, List, Stack, Text } from '@portal/ui';

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

export const CustomerBlock = ({ booking: b }: { booking: Booking }) => (
  <InfoBlock
    title="Customer"
    rows={[
      ['Name', b.customer_name],
      ['Country', b.customer_country],
      ['City', b.customer_city],
      ['Emergency Contact', b.emergency_contact],
    ]}
  />
);

/** What was booked and when, in the words of its listing's type (a trip, a rental, a room). */
export const TripBlock = ({ booking }: { booking: Booking }) => <InfoBlock title="Booking" rows={bookingFacts(booking)} />;

/** Why a cancelled (or declined) booking was cancelled, and when. */
export const CancellationBlock = ({ booking: b }: { booking: Booking }) => (
  <InfoBlock
    title="Cancellation"
    rows={[
      ['Reason', b.cancellation_reason && cancellationReasonText(b.cancellation_reason)],
      ['Note', b.cancellation_note],
      ['Cancelled on', b.cancelled_at && formatDateTime(b.cancelled_at)],
    ]}
  />
);

export function AddOnsBlock({ booking }: { booking: Booking }) {
  return (
    <Box as="section" aria-label="Add ons" bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        Add ons
      </Heading>
      {booking.selected_add_ons.length === 0 ? (
        <Text color="gray.600">No Add-ons</Text>
      ) : (
        <List.Root ps="5">
          {booking.selected_add_ons.map((addOn) => (
            <List.Item key={addOnText(addOn)}>{addOnText(addOn)}</List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** The free-cancellation note: the booking's own date, and the listing's terms it follows. */
export function CancellationNote({ booking }: { booking: Booking }) {
  if (booking.booking_status === 'cancelled') return null;
  return (
    <Stack gap="1" fontSize="sm" color="gray.700" bg="blue.50" borderRadius="md" px="4" py="3">
      <Text>
        {booking.free_cancellation_until
          ? `The customer can cancel for free until ${formatDate(booking.free_cancellation_until)}.`
          : 'This booking has no free cancellation.'}
      </Text>
      <Text color="gray.600">
        {booking.cancellation_terms
          ? `Listing's cancellation terms: ${booking.cancellation_terms}`
          : 'The listing states no cancellation terms.'}
      </Text>
    </Stack>
  );
}
