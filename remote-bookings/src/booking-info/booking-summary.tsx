import type { ReactNode } from 'react';

import type { Booking } from '@portal/contracts';
import { Box, Flex, formatRs, Heading, Separator, Stack, Text } from '@portal/ui';

import { peopleText } from '../common/people-text';
import { useBookingsStrings } from '../strings/bookings-strings';
import { bookingDates, bookingType } from './booking-facts';
import { addOnText } from './booking-text';

const Line = ({ label, value }: { label: string; value: ReactNode }) => (
  <Flex justify="space-between" gap="3">
    <Text color="gray.600">{label}</Text>
    <Text textAlign="end">{value}</Text>
  </Flex>
);

/** The Booking Summary card: what was bought, and the total in Rs. */
export function BookingSummary({ booking: b }: { booking: Booking }) {
  const t = useBookingsStrings();
  return (
    <Box as="aside" aria-label={t('info.summary')} bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="1">
        {t('info.summary')}
      </Heading>
      <Text fontWeight="semibold" mb="3">
        <bdi>{b.tour_name}</bdi>
      </Text>
      <Stack gap="2" fontSize="sm">
        <Line label={t('info.people')} value={peopleText(t, b.selected_people)} />
        <Line label={t('info.type')} value={bookingType(t, b)} />
        {bookingDates(t, b).map(([label, value]) => (
          <Line key={label} label={label} value={value ?? '—'} />
        ))}
        <Line
          label={t('info.addOns')}
          value={b.selected_add_ons.length ? <bdi>{b.selected_add_ons.map(addOnText).join(', ')}</bdi> : t('info.noAddOns')}
        />
      </Stack>
      <Separator my="4" />
      <Flex justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>{t('info.total')}</Text>
        <Text>{formatRs(b.total_price)}</Text>
      </Flex>
    </Box>
  );
}
