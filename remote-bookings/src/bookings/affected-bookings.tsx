import { Link as RouterLink } from 'react-router-dom';

import { type AffectedBooking, paths } from '@portal/contracts';
import { formatDate, formatRs, Link, Table, Text } from '@portal/ui';

import { useBookingsStrings } from '../strings/bookings-strings';

const departure = (b: AffectedBooking) => `${formatDate(b.selected_date)}${b.start_time ? ` ${b.start_time}` : ''}`;

/**
 * Every booking the cancellation would cancel: customer, departure, people, amount; each can be
 * moved to another date instead (Booking Info's Reschedule), which takes it off this list. Three
 * columns, the departure and the move under the customer, so people and amount show at 375px
 * without scrolling the table sideways.
 */
export function AffectedBookings({ bookings }: { bookings: AffectedBooking[] }) {
  const t = useBookingsStrings();
  if (bookings.length === 0) return <Text color="gray.600">{t('departures.noBookings')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="64">
      <Table.Root size="sm" aria-label={t('departures.bookingsLabel')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('departures.customer')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('departures.people')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('departures.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bookings.map((b) => (
            <Table.Row key={b.booking_id}>
              {/* The scroll area keeps every line on one line; this one wraps instead. */}
              <Table.Cell whiteSpace="normal">
                <Text>
                  <bdi>{b.customer_name}</bdi> <bdi>{`(#${b.booking_number})`}</bdi>
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {departure(b)} · <bdi>{b.tour_name}</bdi>
                </Text>
                <Link asChild color="teal.fg" fontSize="xs">
                  <RouterLink to={paths.bookingInfo(b.booking_id)}>{t('departures.move')}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell textAlign="end" verticalAlign="top">
                {b.selected_people}
              </Table.Cell>
              <Table.Cell textAlign="end" verticalAlign="top" whiteSpace="nowrap">
                {formatRs(b.total_price)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
