import { addDays, type AvailabilityDay, type AvailabilitySlot, type BookingWindow, CAPACITY_UNIT } from '@portal/contracts';

import { HttpError } from '../http/errors';
import { karachiDate, karachiTime } from '../pakistan-time';
import type { ListingFacts } from './availability-state';

/** A booking the listing's availability does not allow, with a message that says why (409). */
export class BookingRefused extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'on 2026-12-03 at 10:00', or 'on 2026-12-03' for a whole day. */
const when = (date: string, time: string | null) => `on ${date}${time ? ` at ${time}` : ''}`;

/** 'the 10:00 departure on 2026-12-03' or '2026-12-03'. */
const slotName = (date: string, time: string | null) => (time ? `the ${time} slot on ${date}` : date);

const instantText = (iso: string) => {
  const instant = new Date(iso);
  return `${karachiTime(instant)} on ${karachiDate(instant)}`;
};

/** Why a slot (or a day without one) does not take a booking of `units`. */
export function refusal(
  listing: ListingFacts,
  window: BookingWindow | null,
  today: string,
  day: AvailabilityDay,
  slot: AvailabilitySlot | null,
  units: number,
): string {
  const time = slot?.start_time ?? null;
  const reason = slot ? slot.closed_reason : day.closed_reason;
  const unit = CAPACITY_UNIT[listing.listing_type];
  switch (reason) {
    case 'past':
      return `${capitalised(slotName(day.date, time))} is in the past.`;
    case 'started':
      return `${capitalised(slotName(day.date, time))} has already started.`;
    case 'deactivated':
      return `${listing.title} is deactivated: it takes no bookings.`;
    case 'under_review':
      return `${listing.title} is under review: it takes bookings once approved.`;
    case 'not_approved':
      return `${listing.title} was not approved: it takes bookings once it is edited and approved.`;
    case 'outside_schedule':
      return `${listing.title} does not run ${when(day.date, time)}: it is not on its schedule.`;
    case 'exception':
      return `${listing.title} is closed ${when(day.date, time)}${slot?.note ? `: ${slot.note}` : ''}.`;
    case 'booking_window':
      return day.date < addDays(today, window?.min_notice_days ?? 0)
        ? `${day.date} is too soon: ${listing.title} needs ${plural(window?.min_notice_days ?? 0, "day's", "days'")} notice.`
        : `${day.date} is too far ahead: ${listing.title} sells at most ${plural(window?.max_advance_days ?? 0, 'day', 'days')} ahead.`;
    case 'cutoff':
      return (
        `${capitalised(slotName(day.date, time))} stopped selling at ${instantText(slot!.bookable_until)} ` +
        `(cut-off ${plural(window?.cutoff_hours ?? 0, 'hour', 'hours')} before ${time ? 'it starts' : 'the day ends'}).`
      );
    case 'pool_exhausted': {
      const short = day.resources.find((r) => r.remaining < units) ?? day.resources[0];
      return `Not enough ${short?.name ?? 'shared resources'} ${when(day.date, time)}: ${short?.remaining ?? 0} left.`;
    }
    default:
      return noRoom(day.date, time, slot?.remaining ?? 0, units, unit);
  }
}

export const noRoom = (date: string, time: string | null, remaining: number, asked: number, unit: 'people' | 'units') =>
  `No room ${when(date, time)}: ${remaining} ${unit === 'people' ? (remaining === 1 ? 'place' : 'places') : remaining === 1 ? 'unit' : 'units'} left, ${asked} asked for.`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
