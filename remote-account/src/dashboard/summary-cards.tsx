import type { DashboardSummary } from '@portal/contracts';
import { SimpleGrid, Stat, Text, formatCount, formatPkr } from '@portal/ui';

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
          <Stat.Root key={card.label} role="group" bg="white" borderWidth="1px" borderRadius="lg" p="4" aria-label={card.label}>
            <Stat.Label>{card.label}</Stat.Label>
            <Stat.ValueText fontSize="2xl">{card.value}</Stat.ValueText>
            <Stat.HelpText>
              <Text as="span" color={negative ? 'red.600' : 'green.600'} fontWeight="semibold" data-trend={negative ? 'down' : 'up'}>
                {change}
              </Text>{' '}
              vs last month
            </Stat.HelpText>
          </Stat.Root>
        );
      })}
    </SimpleGrid>
  );
}
