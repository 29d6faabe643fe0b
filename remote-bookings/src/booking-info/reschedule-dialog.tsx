import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';

import { bookingMutations, failureText } from '@portal/api';
import { type Booking, BOOKING_NOTE_MAX_LENGTH, bookingDisplayId, RescheduleBookingRequestSchema } from '@portal/contracts';
import { messageText } from '@portal/i18n';
import { DateInput, Field, LimitedTextarea, Stack, Text, toast } from '@portal/ui';
import { ActionDialog } from '@portal/ui/overlays';

import { peopleText } from '../common/people-text';
import { bookingsText, useBookingsStrings } from '../strings/bookings-strings';
import { departureText } from './booking-history';
import { DepartureChoice } from './departure-choice';

export interface RescheduleDialogProps {
  booking: Booking & { listing_id: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Reschedule: a new date, then one of its start times with room for the booking's people, and a
 * note for the customer; checked with the server's schema, then sent. The server takes the places
 * in the same transaction and tells the customer; Booking Info shows the booking it answers.
 */
export function RescheduleDialog({ booking, open, onOpenChange }: RescheduleDialogProps) {
  const [date, setDate] = useState('');
  const [startTime, setStartTime] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reschedule = useMutation(bookingMutations.reschedule());
  const t = useBookingsStrings();
  const id = bookingDisplayId(booking);

  function close() {
    setDate('');
    setStartTime(null);
    setNote('');
    setError(null);
    onOpenChange(false);
  }

  function submit() {
    const request = v.safeParse(RescheduleBookingRequestSchema, { date, start_time: startTime || null, note: note || undefined });
    const said = bookingsText();
    if (!request.success) return setError(messageText(request.issues[0].message));
    if (startTime === null) return setError(said('reschedule.chooseTime'));
    reschedule.mutate(
      { bookingId: booking.booking_id, request: request.output },
      {
        onSuccess: () => {
          toast.success(said('reschedule.done'));
          close();
        },
        onError: (failure) =>
          toast.error(failureText(failure, (message) => said('reschedule.failed', { message }), said('reschedule.failedPlain'))),
      },
    );
  }

  return (
    <ActionDialog
      open={open}
      title={t('reschedule.title', { id })}
      cancelLabel={t('reschedule.keep')}
      confirmLabel={t('reschedule.submit')}
      onConfirm={submit}
      onClose={close}
      busy={reschedule.isPending}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="gray.600">
          {t('reschedule.now', {
            departure: departureText(t, { date: booking.selected_date, start_time: booking.start_time ?? null }),
            people: peopleText(t, booking.selected_people),
          })}
        </Text>
        <Field.Root invalid={error !== null} required>
          <Field.Label>{t('reschedule.newDate')}</Field.Label>
          <DateInput
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setStartTime(null);
              setError(null);
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        {date && (
          <DepartureChoice
            booking={booking}
            date={date}
            startTime={startTime}
            onChange={(time) => {
              setStartTime(time);
              setError(null);
            }}
          />
        )}
        <Field.Root>
          <Field.Label>{t('noteForCustomer')}</Field.Label>
          <LimitedTextarea value={note} maxLength={BOOKING_NOTE_MAX_LENGTH} onValueChange={setNote} />
          <Field.HelperText>{t('reschedule.helper')}</Field.HelperText>
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}
