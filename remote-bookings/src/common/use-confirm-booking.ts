import { useMutation } from '@tanstack/react-query';

import { bookingMutations, failureText } from '@portal/api';
import type { Booking } from '@portal/contracts';
import { toast } from '@portal/ui';

import { bookingsText } from '../strings/bookings-strings';

/** Confirm of a pending booking (Booking Info and the My Bookings row menu): says how it went. */
export function useConfirmBooking() {
  const mutation = useMutation(bookingMutations.confirm());
  const confirm = (booking: Pick<Booking, 'booking_id'>) => {
    const t = bookingsText();
    mutation.mutate(
      { bookingId: booking.booking_id },
      {
        onSuccess: () => toast.success(t('confirm.done')),
        onError: (failure) => toast.error(failureText(failure, (message) => t('confirm.failed', { message }), t('confirm.failedPlain'))),
      },
    );
  };
  return { confirm, confirming: mutation.isPending };
}
