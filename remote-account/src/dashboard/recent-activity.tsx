import { type ActivityItem, listingFieldLabel, paths } from '@portal/contracts';
import { keepPlaceholders, WithData } from '@portal/i18n';
import { Badge, Box, formatDateTime, formatPkr, Stack, Text } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { type dashboardEn } from '../strings/dashboard.en';
import { dashboardText, useDashboardStrings } from '../strings/dashboard-strings';
import { statusWords } from '../strings/dashboard-words';
import { RowLink, RowLinkText } from './row-link';

const badgeOf: Record<ActivityItem['type'], { label: 'booking' | 'payout' | 'review' | 'listing'; palette: string }> = {
  booking: { label: 'booking', palette: 'blue' },
  payout: { label: 'payout', palette: 'green' },
  review: { label: 'review', palette: 'orange' },
  listing_review: { label: 'listing', palette: 'purple' },
};

/** A sentence of the namespace, its data (names, titles, the team's reason: isolated, as typed) and its other values. */
interface Sentence {
  key: keyof typeof dashboardEn.recent;
  data: Record<string, string>;
  values?: Record<string, string>;
}

/** The marketplace team's decision: live, or not approved with the team's reason. */
function listingReviewSentence(details: ActivityItem['details']): Sentence {
  const t = dashboardText();
  const listing = details.listing ?? t('recent.theListing');
  if (details.status === 'approved') return { key: 'approved', data: { listing } };
  const reason = details.reason ?? t('recent.noReason');
  if (!details.field) return { key: 'notApproved', data: { listing, reason } };
  return { key: 'notApprovedField', data: { listing, field: listingFieldLabel(details.field), reason } };
}

/** What happened, from the fields each kind of activity carries. */
function sentenceOf({ type, details }: ActivityItem): Sentence {
  const t = dashboardText();
  const listing = details.listing ?? t('recent.aListing');
  const customer = details.customer ?? t('recent.aCustomer');
  if (type === 'booking') return { key: 'booked', data: { customer, listing } };
  if (type === 'payout')
    return { key: 'payoutFor', data: { listing }, values: { status: details.status ? statusWords(details.status) : '' } };
  if (type === 'listing_review') return listingReviewSentence(details);
  return { key: 'rated', data: { customer, listing }, values: { rating: String(details.rating ?? '-') } };
}

/** The sentence in the language on, with these values (i18next's types take one key, not a union of them, with values). */
const sentenceText = (key: Sentence['key'], values: Record<string, string>): string =>
  dashboardText()(`recent.${key}` as 'recent.booked', values as { customer: string; listing: string }).replace(/\s+/g, ' ');

/** One line saying what happened, as plain text. */
export function describeActivity(item: ActivityItem): string {
  const { key, data, values } = sentenceOf(item);
  return sentenceText(key, { ...data, ...values });
}

/** The line, its names and titles isolated for bidi. */
function ActivityText({ item }: { item: ActivityItem }) {
  useDashboardStrings(); // re-rendered when the language changes
  const { key, data, values } = sentenceOf(item);
  return <WithData text={sentenceText(key, { ...keepPlaceholders(...Object.keys(data)), ...values })} data={data} />;
}

/** Where a row leads: its booking, or the listing the team decided on; the section when there is neither. */
export function activityTarget({ type, details }: ActivityItem): string {
  if (type === 'listing_review') return details.listing_id ? paths.listingsSearch(details.listing_id) : paths.listings;
  if (details.booking_id) return paths.bookingInfo(details.booking_id);
  return { booking: paths.bookings, payout: paths.payouts, review: paths.reviews }[type];
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const t = useDashboardStrings();
  const badge = badgeOf[item.type];
  return (
    <RowLink alignItems="start" borderBottomWidth="1px" borderBottomRadius="0" _last={{ borderBottomWidth: 0 }}>
      <Badge colorPalette={badge.palette} flexShrink={0}>
        {t(`recent.${badge.label}`)}
      </Badge>
      <Box flex="1" minW="0">
        <Text fontSize="sm">
          <RowLinkText to={activityTarget(item)}>
            <ActivityText item={item} />
          </RowLinkText>
        </Text>
        <Text fontSize="xs" color="gray.500">
          {formatDateTime(item.date)}
          {item.type === 'booking' && item.details.status ? ` · ${statusWords(item.details.status)}` : ''}
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
  const t = useDashboardStrings();
  return (
    <SectionCard title={t('recent.title')}>
      {items.length === 0 ? (
        <Text color="gray.500" fontSize="sm">
          {t('recent.empty')}
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
