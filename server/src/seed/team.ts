import { randomUUID } from 'node:crypto';

import type { Role } from '@portal/contracts';

import { type AccountIds, userRow } from './accounts-rows';
import { addMinutes } from './dates';
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
