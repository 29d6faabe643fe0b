import { addDays, MARKETPLACE_TIME_ZONE } from '@portal/contracts';

import type { FeedBooking, FeedListing } from './calendar-feed-repository';
import type { CalendarEvent } from './icalendar';
import { icalendar } from './icalendar';

/** How far back the feed reaches: last month's trips stay in a guide's calendar, older ones drop out. */
const FEED_DAYS_BACK = 30;

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

function bookingLine(b: FeedBooking): string {
  return `#${b.booking_number} ${b.customer_name}, ${people(b.selected_people)}${b.booking_status === 'pending' ? ' (pending)' : ''}`;
}

/** One departure (a date and start time) with every booking on it, as one event. */
function departureEvent(listing: FeedListing, bookings: FeedBooking[]): CalendarEvent {
  const first = bookings[0]!;
  const days = Math.max(...bookings.map((b) => b.duration_days));
  const total = bookings.reduce((sum, b) => sum + b.selected_people, 0);
  return {
    uid: `${listing.listing_id}-${first.date}-${first.start_time ?? 'day'}@supplier-portal`,
    start: first.start_utc
      ? { utc: first.start_utc, days }
      : { date: first.date, endDate: bookings.reduce((end, b) => (b.end_date > end ? b.end_date : end), first.end_date) },
    summary: `${listing.title}: ${people(total)}`,
    description: bookings.map(bookingLine).join('\n'),
  };
}

/** The bookings (in departure order) grouped by departure. */
function byDeparture(bookings: readonly FeedBooking[]): FeedBooking[][] {
  const groups = new Map<string, FeedBooking[]>();
  for (const b of bookings) {
    const key = `${b.date} ${b.start_time ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return [...groups.values()];
}

/** The feed's first day: FEED_DAYS_BACK before Pakistan's today. */
export const feedFrom = (today: string) => addDays(today, -FEED_DAYS_BACK);

/** The listing's calendar: one event per departure that has bookings. */
export function listingCalendar(listing: FeedListing, bookings: readonly FeedBooking[], now: Date): string {
  return icalendar(
    listing.title,
    MARKETPLACE_TIME_ZONE,
    byDeparture(bookings).map((group) => departureEvent(listing, group)),
    now,
  );
}
