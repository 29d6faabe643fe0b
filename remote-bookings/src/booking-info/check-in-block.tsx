import { Link as RouterLink } from 'react-router-dom';

import { ARRIVAL_LABELS, type Booking, paths } from '@portal/contracts';
import { Box, Heading, Link, Stack, Text } from '@portal/ui';
import { QrCode } from '@portal/ui/form-controls';

/**
 * The code the customer shows at the departure, as text and as a QR code (the same text), whether
 * they have come, and the way to the departure's list.
 */
export function CheckInBlock({ booking }: { booking: Booking }) {
  if (!booking.check_in_code) return null;
  return (
    <Box as="section" aria-label="Check-in" bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        Check-in
      </Heading>
      <Stack gap="3" align="flex-start">
        <QrCode.Root value={booking.check_in_code} size="lg" role="img" aria-label={`QR code of check-in code ${booking.check_in_code}`}>
          <QrCode.Frame>
            <QrCode.Pattern />
          </QrCode.Frame>
        </QrCode.Root>
        <Text>
          Code{' '}
          <Text as="span" fontFamily="mono" fontWeight="bold" letterSpacing="widest">
            {booking.check_in_code}
          </Text>
        </Text>
        <Text color="gray.600">{`Arrival: ${ARRIVAL_LABELS[booking.arrival ?? 'waiting']}`}</Text>
        {booking.listing_id && booking.booking_status !== 'cancelled' && (
          <Link asChild color="teal.700" fontWeight="medium">
            <RouterLink to={paths.departureList(booking.listing_id, booking.selected_date, booking.start_time)}>Departure list</RouterLink>
          </Link>
        )}
      </Stack>
    </Box>
  );
}
