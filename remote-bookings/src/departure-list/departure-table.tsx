import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';

import { bookingMutations, failureText } from '@portal/api';
import { bookingDisplayId, can, type DepartureList, type DepartureListBooking, departureStarted, paths } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Box, Button, Link, StatusText, type StatusTone, Table, Text, toast } from '@portal/ui';

import { bookingStatusTone } from '../common/booking-status';
import { peopleText } from '../common/people-text';
import { addOnsText, arrivalText, paymentText } from './departure-text';

const HEADERS = ['ID', 'Customer', 'People', 'Add-ons', 'Phone', 'Pick-up', 'Notes', 'Payment', 'Status', 'Check-in'];

const arrivalTone: Record<string, StatusTone> = { checked_in: 'green', no_show: 'red', waiting: 'gray' };

/** The customer did not come: offered once the departure has started, to those who check customers in. */
function NoShowButton({ booking }: { booking: DepartureListBooking }) {
  const noShow = useMutation({
    ...bookingMutations.noShow(),
    onSuccess: () => toast.success(`${booking.customer_name} is marked a no-show`),
    onError: (error) => toast.error(failureText(error, (message) => message, 'The no-show was not recorded. Please try again.')),
  });
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="red"
      data-print="hide"
      loading={noShow.isPending}
      aria-label={`Mark ${booking.customer_name} a no-show`}
      onClick={() => noShow.mutate({ bookingId: booking.booking_id })}
    >
      No-show
    </Button>
  );
}

function ArrivalCell({ booking, canMark }: { booking: DepartureListBooking; canMark: boolean }) {
  return (
    <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
      <StatusText tone={arrivalTone[booking.arrival ?? 'waiting']!}>{arrivalText(booking)}</StatusText>
      {canMark && booking.arrival === null && booking.booking_status === 'confirmed' && <NoShowButton booking={booking} />}
    </Box>
  );
}

function BookingRow({ booking, canMark }: { booking: DepartureListBooking; canMark: boolean }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Link asChild color="teal.700" fontWeight="medium">
          <RouterLink to={paths.bookingInfo(booking.booking_id)}>{bookingDisplayId(booking)}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell fontWeight="medium">{booking.customer_name}</Table.Cell>
      <Table.Cell>{peopleText(booking.selected_people)}</Table.Cell>
      <Table.Cell>{addOnsText(booking)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{booking.phone ? <Link href={`tel:${booking.phone}`}>{booking.phone}</Link> : '—'}</Table.Cell>
      <Table.Cell>{booking.pickup ?? '—'}</Table.Cell>
      <Table.Cell>{booking.notes ?? '—'}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <StatusText tone={booking.amount_due === 0 ? 'green' : 'orange'}>{paymentText(booking)}</StatusText>
      </Table.Cell>
      <Table.Cell>
        <StatusText tone={bookingStatusTone(booking.booking_status)}>{booking.booking_status}</StatusText>
      </Table.Cell>
      <Table.Cell>
        <ArrivalCell booking={booking} canMark={canMark} />
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The departure's bookings, one row each. On a narrow screen the table scrolls sideways inside its
 * own focusable region, so the customer's name and every column stay readable.
 */
export function DepartureTable({ list }: { list: DepartureList }) {
  const role = useSession((s) => s.role);
  const canMark = can(role, 'bookings.check-in') && departureStarted(list.date, list.start_time);
  if (list.bookings.length === 0) {
    return (
      <Text bg="white" borderWidth="1px" borderRadius="lg" p="8" textAlign="center" color="gray.600">
        No bookings on this departure.
      </Text>
    );
  }
  return (
    <Box
      role="region"
      aria-label="Bookings on this departure"
      tabIndex={0}
      overflowX="auto"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      data-print="table"
    >
      <Table.Root size="sm" minW="960px" aria-label="Departure list">
        <Table.Header>
          <Table.Row>
            {HEADERS.map((header) => (
              <Table.ColumnHeader key={header} scope="col">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.bookings.map((booking) => (
            <BookingRow key={booking.booking_id} booking={booking} canMark={canMark} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
