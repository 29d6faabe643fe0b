import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';

import { bookingMutations, failureText } from '@portal/api';
import { type Booking, bookingDisplayId, DeclineBookingRequestSchema } from '@portal/contracts';
import { Button, Field, LimitedTextarea, Portal, toast } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

export interface DeclineBookingDialogProps {
  /** The pending booking to decline; null keeps the dialog closed. */
  booking: Booking | null;
  onClose: () => void;
}

/**
 * Declining asks for the reason the customer will read in the booking's conversation, checked with
 * the server's schema. Booking Info and My Bookings show the declined booking the server answers.
 */
export function DeclineBookingDialog({ booking, onClose }: DeclineBookingDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decline = useMutation(bookingMutations.decline());

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  function submit() {
    const request = v.safeParse(DeclineBookingRequestSchema, { reason });
    if (!request.success) {
      setError(request.issues[0].message);
      return;
    }
    if (!booking) return;
    decline.mutate(
      { bookingId: booking.booking_id, request: request.output },
      {
        onSuccess: () => {
          toast.success('Booking declined. The customer has been told why.');
          close();
        },
        onError: (failure) =>
          toast.error(
            failureText(
              failure,
              (message) => `Could not decline the booking: ${message}`,
              'Could not decline the booking. Please try again.',
            ),
          ),
      },
    );
  }

  return (
    <Dialog.Root open={booking !== null} onOpenChange={(details) => !details.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`Decline booking ${booking ? bookingDisplayId(booking) : ''}?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={error !== null} required>
                <Field.Label>Reason for the customer</Field.Label>
                <LimitedTextarea
                  value={reason}
                  maxLength={500}
                  onValueChange={(text) => {
                    setReason(text);
                    setError(null);
                  }}
                />
                {error ? (
                  <Field.ErrorText>{error}</Field.ErrorText>
                ) : (
                  <Field.HelperText>The customer receives it in the booking's conversation.</Field.HelperText>
                )}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={decline.isPending}>
                Keep pending
              </Button>
              <Button colorPalette="red" onClick={submit} loading={decline.isPending}>
                Decline booking
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
