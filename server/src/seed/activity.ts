import { randomUUID } from 'node:crypto';

import { type Role, ROLE_LABELS } from '@portal/contracts';

import { type ActivityActor, recordActivity, recordBookingActivity } from '../activity/activity-log';
import type { Queryable } from '../db/database';
import { addMinutes } from './dates';

interface Person {
  userId: string;
  email: string;
  fullName: string;
  role: Role;
  joinedAt: Date;
}

const DAY = 1440;

/** The latest of some instants that is still before `now` (a planned entry never lies in the future). */
const before = (now: Date, at: Date) => (at < now ? at : addMinutes(now, -5));

async function teamOf(tx: Queryable, supplierId: string): Promise<Person[]> {
  return tx.query<Person>(
    `SELECT u.user_id AS "userId", u.email, u.full_name AS "fullName", m.role, m.created_at AS "joinedAt"
       FROM supplier_members m JOIN users u ON u.user_id = m.user_id WHERE m.supplier_id = $1 ORDER BY m.created_at`,
    [supplierId],
  );
}

/**
 * Some weeks of the demo team's work in the activity log (issue 37), written as the server writes
 * it, from the seeded rows: the owner invited each member; operations and the manager answered the
 * latest bookings and changed dates; finance downloaded payouts and a statement.
 */
export async function seedActivity(tx: Queryable, now: Date, supplierId: string): Promise<void> {
  const team = await teamOf(tx, supplierId);
  const byRole = (role: Role) => team.find((person) => person.role === role)!;
  const actor = (person: Person): ActivityActor => ({ supplierId, userId: person.userId });
  const [owner, manager, operations, finance] = [byRole('owner'), byRole('manager'), byRole('operations'), byRole('finance')];

  for (const person of team.filter((one) => one.role !== 'owner')) {
    const invitation = { type: 'invitation' as const, id: randomUUID() };
    const summary = `${person.email} as ${ROLE_LABELS[person.role]}`;
    await recordActivity(tx, actor(owner), 'member.invited', invitation, summary, addMinutes(new Date(person.joinedAt), -DAY));
  }

  const confirmed = await tx.query<{ booking_id: string; created_at: Date }>(
    `SELECT booking_id, created_at FROM bookings WHERE supplier_id = $1 AND booking_status = 'confirmed' AND created_at < $2
      ORDER BY created_at DESC LIMIT 8`,
    [supplierId, now],
  );
  for (const [i, booking] of confirmed.entries()) {
    const who = i % 2 === 0 ? operations : manager;
    await recordBookingActivity(tx, actor(who), 'booking.confirmed', booking.booking_id, before(now, addMinutes(booking.created_at, 90)));
  }

  const cancelled = await tx.query<{ booking_id: string; at: Date }>(
    `SELECT booking_id, COALESCE(cancelled_at, created_at) AS at FROM bookings
      WHERE supplier_id = $1 AND booking_status = 'cancelled' AND COALESCE(cancelled_at, created_at) < $2 ORDER BY at DESC LIMIT 2`,
    [supplierId, now],
  );
  for (const booking of cancelled) await recordBookingActivity(tx, actor(manager), 'booking.cancelled', booking.booking_id, booking.at);

  const listings = await tx.query<{ listing_id: string; title: string }>(
    `SELECT listing_id, title FROM listings WHERE supplier_id = $1 AND status = 'approved' ORDER BY title LIMIT 2`,
    [supplierId],
  );
  for (const [i, listing] of listings.entries()) {
    const object = { type: 'listing' as const, id: listing.listing_id };
    await recordActivity(
      tx,
      actor(operations),
      'availability.changed',
      object,
      `${listing.title}: dates closed`,
      addMinutes(now, -(i + 4) * DAY),
    );
  }

  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const exports = { type: 'export' as const };
  await recordActivity(tx, actor(finance), 'export.payouts', { ...exports, id: 'payouts' }, 'Payouts CSV', addMinutes(now, -3 * DAY));
  await recordActivity(
    tx,
    actor(finance),
    'export.statement',
    { ...exports, id: lastMonth },
    `Statement ${lastMonth} (PDF)`,
    addMinutes(now, -2 * DAY),
  );
  await recordActivity(tx, actor(owner), 'export.bookings', { ...exports, id: 'bookings' }, 'Bookings CSV', addMinutes(now, -DAY));
}
