import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';

import { bookingQueries, isNotFound } from '@portal/api';
import { type Booking, bookingDisplayId, paths } from '@portal/contracts';
import { useCan } from '@portal/session';
import { Box, Button, Flex, formatDateTime, Grid, Heading, HStack, Page, Spinner, Stack, StatusText, Text } from '@portal/ui';

import { bookingStatusText, bookingStatusTone } from '../common/booking-status';
import { DeclineBookingDialog } from '../common/decline-booking-dialog';
import { useConfirmBooking } from '../common/use-confirm-booking';
import { useBookingsStrings } from '../strings/bookings-strings';
import { AddOnsBlock, CancellationBlock, CancellationNote, CustomerBlock, TripBlock } from './booking-blocks';
import { GuideBlock } from './booking-guide';
import { HistoryBlock } from './booking-history';
import { BookingSummary } from './booking-summary';
import { canCancel } from './booking-text';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { CheckInBlock } from './check-in-block';
import { RescheduleDialog } from './reschedule-dialog';

/** A message in place of the booking, with a way back to the list. */
function Notice({ title, children, action }: { title: string; children: string; action?: ReactNode }) {
  const t = useBookingsStrings();
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="8" textAlign="center">
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      <Text color="gray.600" mb="5">
        {children}
      </Text>
      <HStack justify="center" gap="3">
        {action}
        <Button asChild colorPalette="teal" variant="outline">
          <RouterLink to={paths.bookings}>{t('info.goToList')}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}

/** A pending booking waits for the supplier's answer: Confirm, or Decline with a reason for the customer. */
function PendingAnswers({ booking, onDecline }: { booking: Booking; onDecline: () => void }) {
  const { confirm, confirming } = useConfirmBooking();
  const t = useBookingsStrings();
  return (
    <>
      <Button colorPalette="teal" onClick={() => confirm(booking)} loading={confirming}>
        {t('info.confirm')}
      </Button>
      <Button colorPalette="red" variant="outline" onClick={onDecline} disabled={confirming}>
        {t('info.decline')}
      </Button>
    </>
  );
}

function BookingView({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const t = useBookingsStrings();
  const id = bookingDisplayId(booking);
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [moving, setMoving] = useState(false);
  // A guide reads the booking and writes to its customer; confirming, declining and moving are not theirs.
  const mayDecide = useCan('bookings.decide');
  const listingId = booking.listing_id;
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" bg="white" borderWidth="1px" borderRadius="lg" p="5">
        <Stack gap="1">
          <Text fontSize="lg" fontWeight="bold">
            {t('info.booking', { id })}
          </Text>
          <Text fontSize="sm" color="gray.600">
            {t('info.created', { at: formatDateTime(booking.created_at) })}
          </Text>
        </Stack>
        <HStack gap="2">
          <Text fontSize="sm" color="gray.600">
            {t('info.status')}
          </Text>
          <StatusText tone={bookingStatusTone(booking.booking_status)}>{bookingStatusText(t, booking.booking_status)}</StatusText>
        </HStack>
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }} gap="4" alignItems="start">
        <Stack gap="4">
          <CustomerBlock booking={booking} />
          <TripBlock booking={booking} />
          {booking.booking_status === 'cancelled' && <CancellationBlock booking={booking} />}
          <AddOnsBlock booking={booking} />
          <CancellationNote booking={booking} />
          <HStack gap="3" wrap="wrap">
            {mayDecide && booking.booking_status === 'pending' && <PendingAnswers booking={booking} onDecline={() => setDeclining(true)} />}
            {mayDecide && listingId && canCancel(booking) && (
              <Button variant="outline" onClick={() => setMoving(true)}>
                {t('info.reschedule')}
              </Button>
            )}
            {mayDecide && (
              <Button colorPalette="red" variant="outline" disabled={!canCancel(booking)} onClick={() => setConfirming(true)}>
                {t('info.cancel')}
              </Button>
            )}
            <Button
              colorPalette="teal"
              variant={booking.booking_status === 'pending' ? 'outline' : 'solid'}
              onClick={() => navigate(paths.inboxConversation(booking.booking_id))}
            >
              {t('info.message')}
            </Button>
          </HStack>
        </Stack>
        <Stack gap="4">
          <BookingSummary booking={booking} />
          <CheckInBlock booking={booking} />
          <GuideBlock booking={booking} />
          <HistoryBlock booking={booking} />
        </Stack>
      </Grid>
      <CancelBookingDialog booking={booking} open={confirming} onOpenChange={setConfirming} />
      <DeclineBookingDialog booking={declining ? booking : null} onClose={() => setDeclining(false)} />
      {listingId && <RescheduleDialog booking={{ ...booking, listing_id: listingId }} open={moving} onOpenChange={setMoving} />}
    </Stack>
  );
}

function BookingById({ bookingId }: { bookingId: string }) {
  const { data: booking, error, isFetching, refetch } = useQuery(bookingQueries.detail(bookingId));
  const t = useBookingsStrings();
  if (booking) return <BookingView booking={booking} />;
  // Asking again after a failure shows the loading state meanwhile.
  if (isFetching) return <Loading />;
  if (isNotFound(error)) return <Notice title={t('info.notFound')}>{t('info.notFoundText')}</Notice>;
  return (
    <Notice
      title={t('info.loadFailed')}
      action={
        <Button colorPalette="teal" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      }
    >
      {t('info.loadFailedText')}
    </Notice>
  );
}

function Loading() {
  const t = useBookingsStrings();
  return (
    <HStack gap="3" color="gray.600" py="8" justify="center">
      <Spinner size="sm" />
      <Text>{t('info.loading')}</Text>
    </HStack>
  );
}

/** Booking Info: /bookings/details/{bookingId}; /bookings/booking-info without an id says how to pick one. */
export function BookingInfoPage() {
  const { bookingId } = useParams();
  const t = useBookingsStrings();
  return (
    <Page title={t('info.title')}>
      {bookingId ? <BookingById bookingId={bookingId} /> : <Notice title={t('info.noneSelected')}>{t('info.noneSelectedText')}</Notice>}
    </Page>
  );
}
