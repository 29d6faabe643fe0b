import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';

import { bookingMutations, failureText } from '@portal/api';
import { type Booking, BOOKING_NOTE_MAX_LENGTH, bookingDisplayId, DeclineBookingRequestSchema } from '@portal/contracts';
import { messageText } from '@portal/i18n';
import { Field, LimitedTextarea, toast } from '@portal/ui';
import { ActionDialog } from '@portal/ui/overlays';

import { bookingsText, useBookingsStrings } from '../strings/bookings-strings';

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
    <ActionDialog
      open={booking !== null}
      title={<DeclineTitle booking={booking} />}
      cancelLabel={t('decline.keep')}
      confirmLabel={t('decline.submit')}
      onConfirm={submit}
      onClose={close}
      busy={decline.isPending}
      tone="danger"
      role="alertdialog"
    >
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
    </ActionDialog>
  );
}
