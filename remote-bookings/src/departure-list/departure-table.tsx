import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';

import { bookingMutations, failureText } from '@portal/api';
import { bookingDisplayId, can, type DepartureList, type DepartureListBooking, departureStarted, paths } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Box, Button, Link, StatusText, type StatusTone, Table, Text, toast } from '@portal/ui';

import { bookingStatusText, bookingStatusTone } from '../common/booking-status';
import { peopleText } from '../common/people-text';
import { bookingsText, useBookingsStrings } from '../strings/bookings-strings';
import { addOnsText, arrivalText, paymentText } from './departure-text';

/** The columns, in order (their words: `departureList.columns`). */
const HEADERS = ['id', 'customer', 'people', 'addOns', 'phone', 'pickup', 'notes', 'payment', 'status', 'checkIn'] as const;

const arrivalTone: Record<string, StatusTone> = { checked_in: 'green', no_show: 'red', waiting: 'gray' };

/** The customer did not come: offered once the departure has started, to those who check customers in. */
function NoShowButton({ booking }: { booking: DepartureListBooking }) {
  const t = useBookingsStrings();
  const noShow = useMutation({
    ...bookingMutations.noShow(),
    onSuccess: () => toast.success(bookingsText()('departureList.noShowDone', { name: booking.customer_name })),
    onError: (error) => toast.error(failureText(error, (message) => message, bookingsText()('departureList.noShowFailed'))),
  });
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="red"
      data-print="hide"
      loading={noShow.isPending}
      aria-label={t('departureList.markNoShow', { name: booking.customer_name })}
      onClick={() => noShow.mutate({ bookingId: booking.booking_id })}
    >
      {t('departureList.noShow')}
    </Button>
  );
}

function ArrivalCell({ booking, canMark }: { booking: DepartureListBooking; canMark: boolean }) {
  const t = useBookingsStrings();
  return (
    <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
      <StatusText tone={arrivalTone[booking.arrival ?? 'waiting']!}>{arrivalText(t, booking)}</StatusText>
      {canMark && booking.arrival === null && booking.booking_status === 'confirmed' && <NoShowButton booking={booking} />}
    </Box>
  );
}

function BookingRow({ booking, canMark }: { booking: DepartureListBooking; canMark: boolean }) {
  const t = useBookingsStrings();
  return (
    <Table.Row>
      <Table.Cell>
        <Link asChild color="teal.700" fontWeight="medium">
          <RouterLink to={paths.bookingInfo(booking.booking_id)}>
            <bdi>{bookingDisplayId(booking)}</bdi>
          </RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell fontWeight="medium">
        <bdi>{booking.customer_name}</bdi>
      </Table.Cell>
      <Table.Cell>{peopleText(t, booking.selected_people)}</Table.Cell>
      <Table.Cell>
        <bdi>{addOnsText(booking)}</bdi>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {booking.phone ? (
          <Link href={`tel:${booking.phone}`} dir="ltr">
            {booking.phone}
          </Link>
        ) : (
          '—'
        )}
      </Table.Cell>
      <Table.Cell>{booking.pickup ? <bdi>{booking.pickup}</bdi> : '—'}</Table.Cell>
      <Table.Cell>{booking.notes ? <bdi>{booking.notes}</bdi> : '—'}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <StatusText tone={booking.amount_due === 0 ? 'green' : 'orange'}>{paymentText(t, booking)}</StatusText>
      </Table.Cell>
      <Table.Cell>
        <StatusText tone={bookingStatusTone(booking.booking_status)}>{bookingStatusText(t, booking.booking_status)}</StatusText>
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
  const t = useBookingsStrings();
  if (list.bookings.length === 0) {
    return (
      <Text bg="white" borderWidth="1px" borderRadius="lg" p="8" textAlign="center" color="gray.600">
        {t('departureList.empty')}
      </Text>
    );
  }
  return (
    <Box
      role="region"
      aria-label={t('departureList.region')}
      tabIndex={0}
      overflowX="auto"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      data-print="table"
    >
      <Table.Root size="sm" minW="960px" aria-label={t('departureList.table')}>
        <Table.Header>
          <Table.Row>
            {HEADERS.map((header) => (
              <Table.ColumnHeader key={header} scope="col">
                {t(`departureList.columns.${header}`)}
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
