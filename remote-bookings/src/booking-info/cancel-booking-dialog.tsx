import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';

import { ApiError, bookingMutations } from '@portal/api';
import { type Booking, CancelBookingRequestSchema, CANCELLATION_REASON_LABELS, CANCELLATION_REASONS } from '@portal/contracts';
import { Button, Field, LimitedTextarea, Portal, Stack, toast } from '@portal/ui';
import { RadioGroup } from '@portal/ui/form-controls';
import { Dialog } from '@portal/ui/overlays';

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

  function confirm() {
    const request = v.safeParse(CancelBookingRequestSchema, { reason: reason ?? '', note: note || undefined });
    if (!request.success) {
      setError(request.issues[0].message);
      return;
    }
    cancel.mutate(
      { bookingId: booking.booking_id, request: request.output },
      {
        onSuccess: () => {
          toast.success('Booking cancelled.');
          onOpenChange(false);
        },
        onError: (failure) =>
          toast.error(`Could not cancel the booking: ${failure instanceof ApiError ? failure.message : 'Unexpected error occurred.'}`),
      },
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel this booking?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={error !== null} required>
                  <Field.Label>Reason</Field.Label>
                  <RadioGroup.Root
                    value={reason}
                    onValueChange={(details) => {
                      setReason(details.value);
                      setError(null);
                    }}
                    aria-label="Reason"
                  >
                    <Stack gap="2">
                      {CANCELLATION_REASONS.map((value) => (
                        <RadioGroup.Item key={value} value={value}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{CANCELLATION_REASON_LABELS[value]}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
                <Field.Root>
                  <Field.Label>Note for the customer (optional)</Field.Label>
                  <LimitedTextarea value={note} maxLength={500} onValueChange={setNote} />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
                Keep booking
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={cancel.isPending}>
                Cancel booking
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
