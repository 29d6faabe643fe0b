import type { DashboardSummary } from '@portal/contracts';
import { Box, formatCount, formatPkr, SimpleGrid, Text } from '@portal/ui';

import { useDashboardStrings } from '../strings/dashboard-strings';
import { NO_FIGURE } from './no-figure';

/** '+12.5%', '-3%', '0%'; '-' when there is nothing to compare with (a green '0%' read as news). */
function formatChange(change: number | null): string {
  if (change === null) return NO_FIGURE;
  return `${change > 0 ? '+' : ''}${change}%`;
}

/** A change that starts with '-' is red, anything else green (spec section 9); no change is neither. */
function trendOf(change: number | null): { trend: 'up' | 'down' | 'none'; color: string } {
  if (change === null) return { trend: 'none', color: 'gray.600' };
  return change < 0 ? { trend: 'down', color: 'red.fg' } : { trend: 'up', color: 'green.fg' };
}

const cardsOf = (s: DashboardSummary) =>
  [
    { label: 'revenue', value: formatPkr(s.revenueThisMonth), change: s.revenueChange },
    { label: 'bookings', value: formatCount(s.bookingsThisMonth), change: s.bookingsChange },
    { label: 'average', value: formatPkr(s.avgBookingValue), change: s.avgBookingValueChange },
    { label: 'rating', value: s.avgRating === null ? NO_FIGURE : s.avgRating.toFixed(1), change: s.ratingChange },
  ] as const;

export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const t = useDashboardStrings();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {cardsOf(summary).map((card) => {
        const { trend, color } = trendOf(card.change);
        return (
          // A named group of plain text: Chakra's Stat is a description list whose help text is a
          // span directly inside the dl, which is not valid (axe: definition-list).
          <Box key={card.label} role="group" aria-label={t(`cards.${card.label}`)} bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <Text fontSize="sm" color="gray.600">
              {t(`cards.${card.label}`)}
            </Text>
            <Text fontSize="2xl" fontWeight="semibold">
              {card.value}
            </Text>
            <Text fontSize="xs" color="gray.600">
              <Text as="bdi" color={color} fontWeight="semibold" data-trend={trend}>
                {formatChange(card.change)}
              </Text>{' '}
              {t('cards.vsLastMonth')}
            </Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
