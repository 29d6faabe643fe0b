import { randomUUID } from 'node:crypto';

import type { Role } from '@portal/contracts';

import { type AccountIds, userRow } from './accounts-rows';
import { addMinutes, notAfter } from './dates';
import type { Random } from './prng';
import type { Row } from './rows';

/** The demo supplier's team besides its owner; each signs in with the demo password (README). */
export const DEMO_TEAM: readonly { email: string; full_name: string; phone_number: string; role: Exclude<Role, 'owner'> }[] = [
  { email: 'manager@supplier.test', full_name: 'Bilal Ahmed', phone_number: '+923005551301', role: 'manager' },
  { email: 'accounts@supplier.test', full_name: 'Sana Malik', phone_number: '+923005551302', role: 'finance' },
  { email: 'operations@supplier.test', full_name: 'Usman Ali', phone_number: '+923005551303', role: 'operations' },
  { email: 'guide.karim@supplier.test', full_name: 'Karim Hunzai', phone_number: '+923555551304', role: 'guide' },
  { email: 'guide.nadia@supplier.test', full_name: 'Nadia Baig', phone_number: '+923555551305', role: 'guide' },
];

/** The team's logins and memberships of the demo supplier, joined over its first year. */
export function teamRows(random: Random, now: Date, demo: AccountIds, passwordHash: string): { users: Row[]; members: Row[] } {
  const joined = DEMO_TEAM.map((person) => ({ person, userId: randomUUID(), at: addMinutes(now, -random.int(200, 700) * 1440) }));
  const users = joined.map(({ person, userId, at }) =>
    userRow({
      user_id: userId,
      full_name: person.full_name,
      email: person.email,
      password_hash: passwordHash,
      role: 'supplier',
      phone_number: person.phone_number,
      email_verified_at: addMinutes(at, 30),
      created_at: at,
    }),
  );
  const members = joined.map(({ person, userId, at }) => ({
    member_id: randomUUID(),
    supplier_id: demo.supplierId,
    user_id: userId,
    role: person.role,
    created_at: at,
    last_sign_in_at: addMinutes(now, -random.int(1, 20) * 1440),
  }));
  return { users, members };
}

/** The demo's first guide, and who assigns them their bookings (the operations member). */
const DEMO_GUIDE = 'guide.karim@supplier.test';
const DEMO_ASSIGNER = 'operations@supplier.test';

/**
 * A few of the demo supplier's bookings for its first guide, so signing in as the guide shows
 * them (issue 37): two with a conversation, and four trips ahead. Answers the bookings with their
 * guide set and the history's "assigned" lines (booking_guide_events).
 */
export function assignDemoGuide(
  now: Date,
  team: { users: Row[]; members: Row[] },
  supplierId: string,
  plan: { bookings: Row[]; messages: Row[] },
): { bookings: Row[]; events: Row[] } {
  const userOf = (email: string) => team.users.find((user) => user.email === email)!.user_id as string;
  const guideUserId = userOf(DEMO_GUIDE);
  const guideMemberId = team.members.find((member) => member.user_id === guideUserId)!.member_id as string;
  const today = now.toISOString().slice(0, 10);
  const talked = new Set(plan.messages.map((message) => message.booking_id));
  const open = plan.bookings.filter((b) => b.supplier_id === supplierId && b.booking_status !== 'cancelled');
  const chosen = new Set([
    ...open.filter((b) => talked.has(b.booking_id)).slice(0, 2),
    ...open.filter((b) => !talked.has(b.booking_id) && (b.selected_date as string) >= today).slice(0, 4),
  ]);
  const events = [...chosen].map((b) => ({
    booking_id: b.booking_id as string,
    guide_user_id: guideUserId,
    actor_id: userOf(DEMO_ASSIGNER),
    created_at: notAfter(addMinutes(b.created_at as Date, 180), now),
  }));
  const bookings = plan.bookings.map((b) => (chosen.has(b) ? { ...b, guide_member_id: guideMemberId } : b));
  return { bookings, events };
}
