import { useMutation } from '@tanstack/react-query';

import { bookingMutations, failureText } from '@portal/api';
import type { Booking } from '@portal/contracts';
import { toast } from '@portal/ui';

/** Confirm of a pending booking (Booking Info and the My Bookings row menu): says how it went. */
export function useConfirmBooking() {
  const mutation = useMutation(bookingMutations.confirm());
  const confirm = (booking: Pick<Booking, 'booking_id'>) =>
    mutation.mutate(
      { bookingId: booking.booking_id },
      {
        onSuccess: () => toast.success('Booking confirmed.'),
        onError: (failure) =>
          toast.error(
            failureText(
              failure,
              (message) => `Could not confirm the booking: ${message}`,
              'Could not confirm the booking. Please try again.',
            ),
          ),
      },
    );
  return { confirm, confirming: mutation.isPending };
}
