import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as v from 'valibot';

import { bookingMutations, failureText } from '@portal/api';
import { type Booking, bookingDisplayId, CHECK_IN_CODE_LENGTH, CheckInRequestSchema, paths } from '@portal/contracts';
import { messageText } from '@portal/i18n';
import { Alert, Box, Button, Field, formatLongDate, HStack, Input, Link, Page, Stack, Text } from '@portal/ui';

import { peopleText } from '../common/people-text';
import { WithData } from '../common/with-data';
import { useBookingsStrings } from '../strings/bookings-strings';
import { QrScanner } from './qr-scanner';

/** Who was just checked in, with the way to their departure's list. */
function CheckedIn({ booking }: { booking: Booking }) {
  const t = useBookingsStrings();
  const id = bookingDisplayId(booking);
  const details = {
    id,
    people: peopleText(t, booking.selected_people),
    listing: booking.tour_name,
    date: formatLongDate(booking.selected_date),
    time: booking.start_time ?? '',
  };
  return (
    <Alert.Root status="success" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>
          <WithData text={t('checkIn.checkedIn', { name: booking.customer_name })} data={[booking.customer_name]} />
        </Alert.Title>
        <Alert.Description>
          <WithData text={t(booking.start_time ? 'checkIn.detailsAt' : 'checkIn.details', details)} data={[booking.tour_name]} />
        </Alert.Description>
        {booking.listing_id && (
          <Link asChild color="teal.700" fontWeight="medium">
            <RouterLink to={paths.departureList(booking.listing_id, booking.selected_date, booking.start_time)}>
              {t('checkIn.openList')}
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
  const t = useBookingsStrings();

  function submit(typed: string) {
    const request = v.safeParse(CheckInRequestSchema, { code: typed });
    if (!request.success) {
      setError(messageText(request.issues[0].message));
      return;
    }
    setError(null);
    checkIn.mutate(request.output, {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(failureText(failure, (message) => message, t('checkIn.failed'))),
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
    <Page title={t('checkIn.title')}>
      <Stack gap="5" maxW="lg">
        <Box bg="white" borderWidth="1px" borderRadius="lg" p="5">
          {scanning ? (
            <QrScanner onCode={onScanned} onClose={() => setScanning(false)} />
          ) : (
            <Button colorPalette="teal" onClick={() => setScanning(true)}>
              {t('checkIn.scan')}
            </Button>
          )}
        </Box>
        <Box asChild bg="white" borderWidth="1px" borderRadius="lg" p="5">
          <form onSubmit={onSubmit} noValidate>
            <Field.Root invalid={error !== null}>
              <Field.Label>{t('checkIn.code')}</Field.Label>
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
                  {t('checkIn.submit')}
                </Button>
              </HStack>
              {error ? (
                <Field.ErrorText>{error}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('checkIn.helper', { length: CHECK_IN_CODE_LENGTH })}</Field.HelperText>
              )}
            </Field.Root>
          </form>
        </Box>
        <Box aria-live="polite">{checkIn.isSuccess && !error && <CheckedIn booking={checkIn.data} />}</Box>
        <Text fontSize="sm" color="gray.600">
          {t('checkIn.noShowHint')}
        </Text>
      </Stack>
    </Page>
  );
}
