import { listingFieldLabel, type ActivityItem } from '@portal/contracts';
import { Badge, Box, Flex, Stack, Text, formatDateTime, formatPkr } from '@portal/ui';
import { SectionCard } from '../common/section-card';

const badgeOf: Record<ActivityItem['type'], { label: string; palette: string }> = {
  booking: { label: 'Booking', palette: 'blue' },
  payout: { label: 'Payout', palette: 'green' },
  review: { label: 'Review', palette: 'orange' },
  listing_review: { label: 'Listing', palette: 'purple' },
};

/** The marketplace team's decision: live, or not approved with the team's reason. */
function describeListingReview(details: ActivityItem['details']): string {
  const listing = details.listing ?? 'A listing';
  if (details.status === 'approved') return `${listing} was approved and is live`;
  const about = details.field ? ` (${listingFieldLabel(details.field)})` : '';
  return `${listing} was not approved${about}: ${details.reason ?? 'no reason given'}`;
}

/** One line saying what happened, from the fields each kind of activity carries. */
export function describeActivity({ type, details }: ActivityItem): string {
  const listing = details.listing ?? 'a listing';
  if (type === 'booking') return `${details.customer ?? 'A customer'} booked ${listing}`;
  if (type === 'payout') return `Payout ${details.status ?? ''} for ${listing}`.replace(/\s+/g, ' ');
  if (type === 'listing_review') return describeListingReview(details);
  return `${details.customer ?? 'A customer'} rated ${listing} ${details.rating ?? '-'}/5`;
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const badge = badgeOf[item.type];
  return (
    <Flex as="li" gap="3" align="start" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Badge colorPalette={badge.palette} flexShrink={0}>{badge.label}</Badge>
      <Box flex="1" minW="0">
        <Text fontSize="sm">{describeActivity(item)}</Text>
        <Text fontSize="xs" color="gray.500">
          {formatDateTime(item.date)}
          {item.type === 'booking' && item.details.status ? ` · ${item.details.status}` : ''}
        </Text>
      </Box>
      {item.details.amount !== null && (
        <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">{formatPkr(item.details.amount)}</Text>
      )}
    </Flex>
  );
}

export function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  return (
    <SectionCard title="Recent Activity">
      {items.length === 0 ? (
        <Text color="gray.500" fontSize="sm">No recent activity yet.</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {items.map((item, i) => <ActivityRow key={`${item.type}-${item.date}-${i}`} item={item} />)}
        </Stack>
      )}
    </SectionCard>
  );
}
