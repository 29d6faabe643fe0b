import type { ReactNode } from 'react';
import type { Booking } from '@portal/contracts';
import { Box, DataList, Heading, List, Text, formatDate } from '@portal/ui';
import { addOnText, bookingType, durationText } from './booking-text';

/** A titled white block of label/value rows. */
export function InfoBlock({ title, rows }: { title: string; rows: readonly [string, ReactNode][] }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">{title}</Heading>
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
    rows={[['Name', b.customer_name], ['Country', b.customer_country], ['City', b.customer_city], ['Emergency Contact', b.emergency_contact]]}
  />
);

export const TripBlock = ({ booking: b }: { booking: Booking }) => (
  <InfoBlock
    title="Booking"
    rows={[
      ['Tour', b.tour_name], ['Type', bookingType(b)], ['Departure Date', formatDate(b.selected_date)], ['Starts in', b.starts_in],
      ['Duration', durationText(b.duration_days)],
    ]}
  />
);

export function AddOnsBlock({ booking }: { booking: Booking }) {
  return (
    <Box as="section" aria-label="Add ons" bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">Add ons</Heading>
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

/** The free-cancellation note, with the booking's own date. */
export function CancellationNote({ booking }: { booking: Booking }) {
  if (booking.booking_status === 'cancelled') return null;
  return (
    <Text fontSize="sm" color="gray.700" bg="blue.50" borderRadius="md" px="4" py="3">
      {booking.free_cancellation_until
        ? `The customer can cancel for free until ${formatDate(booking.free_cancellation_until)}.`
        : 'This booking has no free cancellation.'}
    </Text>
  );
}
