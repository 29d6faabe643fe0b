import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as v from 'valibot';

import { bookingMutations, failureText } from '@portal/api';
import { type Booking, bookingDisplayId, CHECK_IN_CODE_LENGTH, CheckInRequestSchema, paths } from '@portal/contracts';
import { Alert, Box, Button, Field, formatLongDate, HStack, Input, Link, Page, Stack, Text } from '@portal/ui';

import { peopleText } from '../common/people-text';
import { QrScanner } from './qr-scanner';

/** Who was just checked in, with the way to their departure's list. */
function CheckedIn({ booking }: { booking: Booking }) {
  return (
    <Alert.Root status="success" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>{`${booking.customer_name} is checked in`}</Alert.Title>
        <Alert.Description>
          {`${bookingDisplayId(booking)}, ${peopleText(booking.selected_people)}: ${booking.tour_name}, ${formatLongDate(booking.selected_date)}${booking.start_time ? ` at ${booking.start_time}` : ''}.`}
        </Alert.Description>
        {booking.listing_id && (
          <Link asChild color="teal.700" fontWeight="medium">
            <RouterLink to={paths.departureList(booking.listing_id, booking.selected_date, booking.start_time)}>
              Open the departure list
            </RouterLink>
          </Link>
        )}
      </Stack>
    </Alert.Root>
  );
}

/**
 * Checking customers in (/check-in), made for a phone at the departure: scan the QR code on the
 * customer's booking with the camera, or type its code. Only a confirmed booking of this business,
 * from its departure day on; the server says why it refuses any other.
 */
export function CheckInPage() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const checkIn = useMutation(bookingMutations.checkIn());

  function submit(typed: string) {
    const request = v.safeParse(CheckInRequestSchema, { code: typed });
    if (!request.success) {
      setError(request.issues[0].message);
      return;
    }
    setError(null);
    checkIn.mutate(request.output, {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(failureText(failure, (message) => message, 'The check-in failed. Please try again.')),
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(code);
  }

  function onScanned(scanned: string) {
    setScanning(false);
    setCode(scanned);
    submit(scanned);
  }

  return (
    <Page title="Check in">
      <Stack gap="5" maxW="lg">
        <Box bg="white" borderWidth="1px" borderRadius="lg" p="5">
          {scanning ? (
            <QrScanner onCode={onScanned} onClose={() => setScanning(false)} />
          ) : (
            <Button colorPalette="teal" onClick={() => setScanning(true)}>
              Scan QR code
            </Button>
          )}
        </Box>
        <Box asChild bg="white" borderWidth="1px" borderRadius="lg" p="5">
          <form onSubmit={onSubmit} noValidate>
            <Field.Root invalid={error !== null}>
              <Field.Label>Check-in code</Field.Label>
              <HStack gap="2" align="flex-start" wrap="wrap">
                <Input
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setError(null);
                  }}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={CHECK_IN_CODE_LENGTH + 4}
                  fontFamily="mono"
                  letterSpacing="widest"
                  flex="1"
                  minW="40"
                />
                <Button type="submit" colorPalette="teal" loading={checkIn.isPending}>
                  Check in
                </Button>
              </HStack>
              {error ? (
                <Field.ErrorText>{error}</Field.ErrorText>
              ) : (
                <Field.HelperText>{`The ${CHECK_IN_CODE_LENGTH} letters and digits on the customer's booking.`}</Field.HelperText>
              )}
            </Field.Root>
          </form>
        </Box>
        <Box aria-live="polite">{checkIn.isSuccess && !error && <CheckedIn booking={checkIn.data} />}</Box>
        <Text fontSize="sm" color="gray.600">
          A customer who has not come can be marked a no-show on the departure list once the departure has started.
        </Text>
      </Stack>
    </Page>
  );
}
