import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';

import { ApiError, bookingMutations } from '@portal/api';
import { type Booking, BOOKING_NOTE_MAX_LENGTH, CancelBookingRequestSchema, CANCELLATION_REASONS } from '@portal/contracts';
import { messageText } from '@portal/i18n';
import { Field, LimitedTextarea, Stack, toast } from '@portal/ui';
import { ActionDialog } from '@portal/ui/overlays';

import { ReasonChoice } from '../common/reason-choice';
import { bookingsText, useBookingsStrings } from '../strings/bookings-strings';

export interface CancelBookingDialogProps {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Asks why before cancelling; the reason is checked with the server's schema, then sent. The
 * page shows the cancelled booking the server answers (bookingMutations.cancel stores it).
 */
export function CancelBookingDialog({ booking, open, onOpenChange }: CancelBookingDialogProps) {
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation(bookingMutations.cancel());
  const t = useBookingsStrings();

  function confirm() {
    const request = v.safeParse(CancelBookingRequestSchema, { reason: reason ?? '', note: note || undefined });
    if (!request.success) {
      setError(messageText(request.issues[0].message));
      return;
    }
    const said = bookingsText();
    cancel.mutate(
      { bookingId: booking.booking_id, request: request.output },
      {
        onSuccess: () => {
          toast.success(said('cancel.done'));
          onOpenChange(false);
        },
        onError: (failure) =>
          toast.error(said('cancel.failed', { message: failure instanceof ApiError ? failure.message : said('cancel.unexpected') })),
      },
    );
  }

  return (
    <ActionDialog
      open={open}
      title={t('cancel.title')}
      cancelLabel={t('cancel.keep')}
      confirmLabel={t('cancel.submit')}
      onConfirm={confirm}
      onClose={() => onOpenChange(false)}
      busy={cancel.isPending}
      tone="danger"
      role="alertdialog"
    >
      <Stack gap="4">
        <ReasonChoice
          reasons={CANCELLATION_REASONS}
          value={reason}
          onChange={(chosen) => {
            setReason(chosen);
            setError(null);
          }}
          error={error}
        />
        <Field.Root>
          <Field.Label>{t('noteForCustomer')}</Field.Label>
          <LimitedTextarea value={note} maxLength={BOOKING_NOTE_MAX_LENGTH} onValueChange={setNote} />
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}
