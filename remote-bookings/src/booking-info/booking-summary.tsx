import type { Booking } from '@portal/contracts';
import { Box, Flex, formatRs, Heading, Separator, Stack, Text } from '@portal/ui';

import { peopleText } from '../common/people-text';
import { bookingDates, bookingType } from './booking-facts';
import { addOnText } from './booking-text';

const Line = ({ label, value }: { label: string; value: string }) => (
  <Flex justify="space-between" gap="3">
    <Text color="gray.600">{label}</Text>
    <Text textAlign="right">{value}</Text>
  </Flex>
);

/** The Booking Summary card: what was bought, and the total in Rs. */
export function BookingSummary({ booking: b }: { booking: Booking }) {
  return (
    <Box as="aside" aria-label="Booking Summary" bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="1">
        Booking Summary
      </Heading>
      <Text fontWeight="semibold" mb="3">
        {b.tour_name}
      </Text>
      <Stack gap="2" fontSize="sm">
        <Line label="People" value={peopleText(b.selected_people)} />
        <Line label="Type" value={bookingType(b)} />
        {bookingDates(b).map(([label, value]) => (
          <Line key={label} label={label} value={value ?? '—'} />
        ))}
        <Line label="Add ons" value={b.selected_add_ons.length ? b.selected_add_ons.map(addOnText).join(', ') : 'No Add-ons'} />
      </Stack>
      <Separator my="4" />
      <Flex justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>Total</Text>
        <Text>{formatRs(b.total_price)}</Text>
      </Flex>
    </Box>
  );
}
