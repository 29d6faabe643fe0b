import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';

import { bookingMutations, failureText } from '@portal/api';
import { type Booking, BOOKING_NOTE_MAX_LENGTH, bookingDisplayId, DeclineBookingRequestSchema } from '@portal/contracts';
import { Button, Field, LimitedTextarea, Portal, toast } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

import { bookingsText, messageText, useBookingsStrings } from '../strings/bookings-strings';

function DeclineTitle({ booking }: { booking: Booking | null }) {
  const t = useBookingsStrings();
  const id = booking ? bookingDisplayId(booking) : '';
  return t('decline.title', { id });
}

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
  const t = useBookingsStrings();

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  function submit() {
    const request = v.safeParse(DeclineBookingRequestSchema, { reason });
    if (!request.success) {
      setError(messageText(request.issues[0].message));
      return;
    }
    if (!booking) return;
    const said = bookingsText();
    decline.mutate(
      { bookingId: booking.booking_id, request: request.output },
      {
        onSuccess: () => {
          toast.success(said('decline.done'));
          close();
        },
        onError: (failure) =>
          toast.error(failureText(failure, (message) => said('decline.failed', { message }), said('decline.failedPlain'))),
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
              <Dialog.Title>
                <DeclineTitle booking={booking} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={error !== null} required>
                <Field.Label>{t('decline.reason')}</Field.Label>
                <LimitedTextarea
                  value={reason}
                  maxLength={BOOKING_NOTE_MAX_LENGTH}
                  onValueChange={(text) => {
                    setReason(text);
                    setError(null);
                  }}
                />
                {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t('decline.helper')}</Field.HelperText>}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={decline.isPending}>
                {t('decline.keep')}
              </Button>
              <Button colorPalette="red" onClick={submit} loading={decline.isPending}>
                {t('decline.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
