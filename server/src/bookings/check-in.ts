import { BOOKING_OPERATION_REFUSALS } from '@portal/contracts';

import { pakistanInstant } from '../availability/wall-clock';
import type { Database, Queryable } from '../db/database';
import { refuse } from '../http/errors';
import { clockValue, dateValue, instantValue, wordValue } from '../http/message-values';
import { recordBookingEvent } from './booking-events';

/** Who records an arrival, for which business, and when (Pakistan's today and the instant). */
export interface ArrivalAct {
  supplierId: string;
  actorId: string;
  today: string;
  now: Date;
}

interface Arriving {
  booking_id: string;
  booking_status: string;
  selected_date: string;
  start_time: string | null;
  arrival: 'checked_in' | 'no_show' | null;
  arrival_at: Date | string | null;
}

const ARRIVING = `booking_id, booking_status, to_char(selected_date, 'YYYY-MM-DD') AS selected_date,
  to_char(start_time, 'HH24:MI') AS start_time, arrival, arrival_at`;

/** A booking's status as its messages name it: the stored word in English, the bookings screen's word in Urdu. */
export const bookingStatusValue = (status: string) => wordValue({ en: status, ur: BOOKING_STATUS_URDU[status] ?? status });

const BOOKING_STATUS_URDU: Readonly<Record<string, string>> = {
  pending: 'زیرِ غور',
  confirmed: 'کنفرم',
  completed: 'مکمل',
  cancelled: 'منسوخ',
  declined: 'مسترد',
};

/** What is done to an arriving booking: 'can be {action}' ('چیک اِن کی جا سکتی'). */
const ARRIVAL_ACTIONS = {
  checkIn: wordValue({ en: 'checked in', ur: 'چیک اِن کی' }),
  noShow: wordValue({ en: 'marked a no-show', ur: 'غیر حاضر لکھی' }),
};

function checkConfirmed(b: Arriving, action: keyof typeof ARRIVAL_ACTIONS): void {
  if (b.booking_status !== 'confirmed')
    throw refuse(BOOKING_OPERATION_REFUSALS.notConfirmed, {
      action: ARRIVAL_ACTIONS[action],
      status: bookingStatusValue(b.booking_status),
    });
}

async function recordArrival(tx: Queryable, b: Arriving, act: ArrivalAct, arrival: 'checked_in' | 'no_show'): Promise<string> {
  await tx.query('UPDATE bookings SET arrival = $2, arrival_at = $3 WHERE booking_id = $1', [b.booking_id, arrival, act.now]);
  await recordBookingEvent(tx, { bookingId: b.booking_id, kind: arrival, actorId: act.actorId });
  return b.booking_id;
}

/** The supplier's booking found by its code or id, locked until the arrival is recorded. */
async function lockArriving(tx: Queryable, supplierId: string, by: 'check_in_code' | 'booking_id', value: string) {
  const [b] = await tx.query<Arriving>(`SELECT ${ARRIVING} FROM bookings WHERE supplier_id = $1 AND ${by} = $2 FOR UPDATE`, [
    supplierId,
    value,
  ]);
  return b;
}

/**
 * Checks a customer in by their booking's code (the QR code holds the same text). Only a confirmed
 * booking of this business, from its departure day on (a late check-in is still recorded); a
 * booking marked a no-show can still be checked in, since the customer came after all. A second
 * check-in is refused with the time of the first. Answers the booking's id.
 */
export async function checkIn(db: Database, act: ArrivalAct & { code: string }): Promise<string> {
  return db.transaction(async (tx) => {
    const b = await lockArriving(tx, act.supplierId, 'check_in_code', act.code);
    if (!b) throw refuse(BOOKING_OPERATION_REFUSALS.noSuchCode);
    checkConfirmed(b, 'checkIn');
    if (b.selected_date > act.today) throw refuse(BOOKING_OPERATION_REFUSALS.tooEarly, { date: dateValue(b.selected_date) });
    if (b.arrival === 'checked_in') throw refuse(BOOKING_OPERATION_REFUSALS.alreadyCheckedIn, { at: instantValue(b.arrival_at!) });
    return recordArrival(tx, b, act, 'checked_in');
  });
}

/** Marks a confirmed booking a no-show once its departure's start time (its day, without one) has passed. */
export async function markNoShow(db: Database, act: ArrivalAct & { bookingId: string }): Promise<string> {
  return db.transaction(async (tx) => {
    const b = await lockArriving(tx, act.supplierId, 'booking_id', act.bookingId);
    if (!b) throw refuse(BOOKING_OPERATION_REFUSALS.bookingNotFound);
    checkConfirmed(b, 'noShow');
    if (b.arrival === 'checked_in') throw refuse(BOOKING_OPERATION_REFUSALS.customerCheckedIn, { at: instantValue(b.arrival_at!) });
    if (b.arrival === 'no_show') throw refuse(BOOKING_OPERATION_REFUSALS.alreadyNoShow);
    const start = b.start_time ?? '00:00';
    if (pakistanInstant(b.selected_date, start) > act.now)
      throw refuse(BOOKING_OPERATION_REFUSALS.notStarted, { date: dateValue(b.selected_date), start: clockValue(start) });
    return recordArrival(tx, b, act, 'no_show');
  });
}
