import type { DashboardSummary } from '@portal/contracts';
import { Box, SimpleGrid, Text, formatCount, formatPkr } from '@portal/ui';

/** '+12.5%', '-3%', and '0%' when there is nothing to compare with (spec section 9). */
export function formatChange(change: number | null): string {
  if (change === null || change === 0) return '0%';
  return `${change > 0 ? '+' : ''}${change}%`;
}

/** A change that starts with '-' is red, anything else green. */
export const isNegativeChange = (text: string) => text.startsWith('-');

const cardsOf = (s: DashboardSummary) => [
  { label: "This month's revenue", value: formatPkr(s.revenueThisMonth), change: s.revenueChange },
  { label: 'Bookings this month', value: formatCount(s.bookingsThisMonth), change: s.bookingsChange },
  { label: 'Average booking value', value: formatPkr(s.avgBookingValue), change: s.avgBookingValueChange },
  { label: 'Your overall ratings', value: s.avgRating.toFixed(1), change: s.ratingChange },
];

export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {cardsOf(summary).map((card) => {
        const change = formatChange(card.change);
        const negative = isNegativeChange(change);
        return (
          // A named group of plain text: Chakra's Stat is a description list whose help text is a
          // span directly inside the dl, which is not valid (axe: definition-list).
          <Box key={card.label} role="group" aria-label={card.label} bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <Text fontSize="sm" color="gray.600">{card.label}</Text>
            <Text fontSize="2xl" fontWeight="semibold">{card.value}</Text>
            <Text fontSize="xs" color="gray.600">
              <Text as="span" color={negative ? 'red.fg' : 'green.fg'} fontWeight="semibold" data-trend={negative ? 'down' : 'up'}>
                {change}
              </Text>{' '}
              vs last month
            </Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
