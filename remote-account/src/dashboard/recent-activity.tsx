import { type ActivityItem, listingFieldLabel, paths } from '@portal/contracts';
import { Badge, Box, formatDateTime, formatPkr, Stack, Text } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { RowLink, RowLinkText } from './row-link';

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

/** Where a row leads: its booking, or the listing the team decided on; the section when there is neither. */
export function activityTarget({ type, details }: ActivityItem): string {
  if (type === 'listing_review') return details.listing_id ? paths.listingsSearch(details.listing_id) : paths.listings;
  if (details.booking_id) return paths.bookingInfo(details.booking_id);
  return { booking: paths.bookings, payout: paths.payouts, review: paths.reviews }[type];
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const badge = badgeOf[item.type];
  return (
    <RowLink alignItems="start" borderBottomWidth="1px" borderBottomRadius="0" _last={{ borderBottomWidth: 0 }}>
      <Badge colorPalette={badge.palette} flexShrink={0}>
        {badge.label}
      </Badge>
      <Box flex="1" minW="0">
        <Text fontSize="sm">
          <RowLinkText to={activityTarget(item)}>{describeActivity(item)}</RowLinkText>
        </Text>
        <Text fontSize="xs" color="gray.500">
          {formatDateTime(item.date)}
          {item.type === 'booking' && item.details.status ? ` · ${item.details.status}` : ''}
        </Text>
      </Box>
      {item.details.amount !== null && (
        <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
          {formatPkr(item.details.amount)}
        </Text>
      )}
    </RowLink>
  );
}

export function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  return (
    <SectionCard title="Recent Activity">
      {items.length === 0 ? (
        <Text color="gray.500" fontSize="sm">
          No recent activity yet.
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {items.map((item, i) => (
            <ActivityRow key={`${item.type}-${item.date}-${i}`} item={item} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
