import { Link as RouterLink } from 'react-router-dom';

import { type Booking, paths } from '@portal/contracts';
import { Box, Heading, Link, Stack, Text } from '@portal/ui';
import { QrCode } from '@portal/ui/form-controls';

import { useBookingsStrings } from '../strings/bookings-strings';

/**
 * The code the customer shows at the departure, as text and as a QR code (the same text), whether
 * they have come, and the way to the departure's list.
 */
export function CheckInBlock({ booking }: { booking: Booking }) {
  const t = useBookingsStrings();
  if (!booking.check_in_code) return null;
  return (
    <Box as="section" aria-label={t('checkInBlock.title')} bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        {t('checkInBlock.title')}
      </Heading>
      <Stack gap="3" align="flex-start">
        {/* The code's own reading direction: a QR pattern is never mirrored. */}
        <Box dir="ltr">
          <QrCode.Root
            value={booking.check_in_code}
            size="lg"
            role="img"
            aria-label={t('checkInBlock.qr', { code: booking.check_in_code })}
          >
            <QrCode.Frame>
              <QrCode.Pattern />
            </QrCode.Frame>
          </QrCode.Root>
        </Box>
        <Text>
          {t('checkInBlock.code')}{' '}
          <Text as="bdi" fontFamily="mono" fontWeight="bold" letterSpacing="widest">
            {booking.check_in_code}
          </Text>
        </Text>
        <Text color="gray.600">{t('checkInBlock.arrival', { arrival: t(`arrivals.${booking.arrival ?? 'waiting'}`) })}</Text>
        {booking.listing_id && booking.booking_status !== 'cancelled' && (
          <Link asChild color="teal.700" fontWeight="medium">
            <RouterLink to={paths.departureList(booking.listing_id, booking.selected_date, booking.start_time)}>
              {t('checkInBlock.departureList')}
            </RouterLink>
          </Link>
        )}
      </Stack>
    </Box>
  );
}
