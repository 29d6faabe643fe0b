import type { SeededBooking } from './bookings';
import { CLOSING, type Line, SCRIPTS } from './conversation-scripts';
import { addMinutes, isoDate, notAfter } from './dates';
import type { Random } from './prng';
import type { Row } from './rows';

/**
 * Conversations on `count` bookings of distinct customers, upcoming trips first. The first `unread`
 * of them end with customer messages the supplier has not read; the rest end with the supplier's
 * answer. The newest conversation is minutes old, each next one about 16 hours older.
 */
export function buildConversations(
  random: Random,
  now: Date,
  bookings: readonly SeededBooking[],
  supplierUserId: string,
  count: number,
  unread: number,
  scripts: readonly (readonly Line[])[] = SCRIPTS,
): Row[] {
  return pickBookings(random, now, bookings, count).flatMap((booking, i) => {
    const script: Line[] = [...scripts[i % scripts.length]!];
    const isUnread = i < unread;
    if (!isUnread) script.push(['s', CLOSING]);
    const times = messageTimes(random, addMinutes(now, -(i * 16 * 60 + random.int(5, 120))), script.length);
    const lastAnswer = script.map(([from]) => from).lastIndexOf('s');
    return script.map(([from, template], k): Row => {
      const fromCustomer = from === 'c';
      const sentAt = times[k]!;
      return {
        booking_id: booking.booking_id,
        sender_id: fromCustomer ? booking.customer.user_id : supplierUserId,
        receiver_id: fromCustomer ? supplierUserId : booking.customer.user_id,
        message_text: fill(template, booking),
        // Customer messages after the supplier's last answer stay unread in an unread conversation.
        read_at: isUnread && fromCustomer && k > lastAnswer ? null : notAfter(addMinutes(sentAt, random.int(2, 9)), now),
        created_at: sentAt,
      };
    });
  });
}

/** Upcoming, not cancelled bookings in random order, then past ones newest first; one per customer. */
function pickBookings(random: Random, now: Date, bookings: readonly SeededBooking[], count: number): SeededBooking[] {
  const today = isoDate(now);
  const live = bookings.filter((b) => b.booking_status !== 'cancelled');
  const upcoming = random.shuffle(live.filter((b) => b.selected_date >= today));
  const past = live.filter((b) => b.selected_date < today).sort((a, b) => b.selected_date.localeCompare(a.selected_date));
  const seen = new Set<string>();
  return [...upcoming, ...past].filter((b) => !seen.has(b.customer.user_id) && seen.add(b.customer.user_id)).slice(0, count);
}

/** `count` ascending instants ending at `last`, 10 minutes to 5 hours apart. */
function messageTimes(random: Random, last: Date, count: number): Date[] {
  const times = [last];
  while (times.length < count) times.unshift(addMinutes(times[0]!, -random.int(10, 300)));
  return times;
}

const fill = (template: string, b: SeededBooking) =>
  template
    .replaceAll('{first}', b.customer.full_name.split(' ')[0]!)
    .replaceAll('{tour}', b.tour_name)
    .replaceAll(
      '{date}',
      new Date(`${b.selected_date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    )
    .replaceAll('{people}', String(b.selected_people))
    .replaceAll('{start}', b.starts_in);
