import {
  addDays,
  AVAILABILITY_REFUSALS,
  type AvailabilityDay,
  type AvailabilitySlot,
  BOOKING_REFUSALS,
  type BookingWindow,
  CAPACITY_UNIT,
  type MessageValue,
} from '@portal/contracts';

import { HttpError, type Templated, templated } from '../http/errors';
import { clockValue, isoDateValue, isoInstantValue, wordValue } from '../http/message-values';
import type { ListingFacts } from './availability-state';

/** A booking the listing's availability does not allow, with a message that says why: one of BOOKING_REFUSALS (409). */
export class BookingRefused extends HttpError {
  constructor(message: Templated) {
    super(
      409,
      message,
      undefined,
      [...Object.values(BOOKING_REFUSALS), AVAILABILITY_REFUSALS.bookingsNeedMore].find((refusal) => refusal.message === message.template),
    );
  }
}

/** 'on 2026-12-03 at 10:00' ('2026-12-03' stays ISO in English, as the refusals always said). */
const on = (date: string, time: string | null) =>
  templated(time ? 'on {date} at {time}' : 'on {date}', { date: isoDateValue(date), time: time ? clockValue(time) : '' });

/** A templated part inside another template: said in the outer message's language. */
const part =
  (said: Templated): MessageValue =>
  (language) =>
    said.in(language);

/** 'The 10:00 slot on 2026-12-03' or '2026-12-03', at the start of a sentence. */
const slotName = (date: string, time: string | null): MessageValue =>
  time ? part(templated('The {time} slot on {date}', { time: clockValue(time), date: isoDateValue(date) })) : isoDateValue(date);

/** A count with its noun, singular or plural, in each language: '3 days' / '3 دن'. */
const count =
  (n: number, en: [string, string], ur: [string, string]): MessageValue =>
  (language) =>
    `${n} ${(language === 'ur' ? ur : en)[n === 1 ? 0 : 1]}`;

/** Why a slot (or a day without one) does not take a booking of `units`. */
export function refusal(
  listing: ListingFacts,
  window: BookingWindow | null,
  today: string,
  day: AvailabilityDay,
  slot: AvailabilitySlot | null,
  units: number,
): Templated {
  const time = slot?.start_time ?? null;
  const reason = slot ? slot.closed_reason : day.closed_reason;
  const unit = CAPACITY_UNIT[listing.listing_type];
  const title = listing.title;
  switch (reason) {
    case 'past':
      return templated(BOOKING_REFUSALS.past.message, { slot: slotName(day.date, time) });
    case 'started':
      return templated(BOOKING_REFUSALS.started.message, { slot: slotName(day.date, time) });
    case 'deactivated':
      return templated(BOOKING_REFUSALS.deactivated.message, { title });
    case 'under_review':
      return templated(BOOKING_REFUSALS.underReview.message, { title });
    case 'not_approved':
      return templated(BOOKING_REFUSALS.notApproved.message, { title });
    case 'outside_schedule':
      return templated(BOOKING_REFUSALS.outsideSchedule.message, { title, when: part(on(day.date, time)) });
    case 'exception':
      return slot?.note
        ? templated(BOOKING_REFUSALS.closedWithNote.message, { title, when: part(on(day.date, time)), note: slot.note })
        : templated(BOOKING_REFUSALS.closed.message, { title, when: part(on(day.date, time)) });
    case 'booking_window':
      return day.date < addDays(today, window?.min_notice_days ?? 0)
        ? templated(BOOKING_REFUSALS.tooSoon.message, {
            date: isoDateValue(day.date),
            title,
            days: count(window?.min_notice_days ?? 0, ["day's", "days'"], ['دن', 'دن']),
          })
        : templated(BOOKING_REFUSALS.tooFarAhead.message, {
            date: isoDateValue(day.date),
            title,
            days: count(window?.max_advance_days ?? 0, ['day', 'days'], ['دن', 'دن']),
          });
    case 'cutoff':
      return templated(time ? BOOKING_REFUSALS.cutOffSlot.message : BOOKING_REFUSALS.cutOffDay.message, {
        slot: slotName(day.date, time),
        at: isoInstantValue(slot!.bookable_until),
        hours: count(window?.cutoff_hours ?? 0, ['hour', 'hours'], ['گھنٹہ', 'گھنٹے']),
      });
    case 'pool_exhausted': {
      const short = day.resources.find((r) => r.remaining < units) ?? day.resources[0];
      return templated(BOOKING_REFUSALS.resourceShort.message, {
        resource: short?.name ?? wordValue({ en: 'shared resources', ur: 'مشترکہ وسائل' }),
        when: part(on(day.date, time)),
        remaining: short?.remaining ?? 0,
      });
    }
    default:
      return noRoom(day.date, time, slot?.remaining ?? 0, units, unit);
  }
}

export const noRoom = (date: string, time: string | null, remaining: number, asked: number, unit: 'people' | 'units') =>
  templated(BOOKING_REFUSALS.noRoom.message, {
    when: part(on(date, time)),
    left:
      unit === 'people' ? count(remaining, ['place', 'places'], ['جگہ', 'جگہیں']) : count(remaining, ['unit', 'units'], ['یونٹ', 'یونٹ']),
    asked,
  });
