import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KINDS,
  type NotificationPreferenceKind,
  type NotificationPreferences,
} from '@portal/contracts';

import type { Database, Queryable } from '../db/database';

/** The member's saved choices over the defaults. */
export async function preferencesOf(db: Queryable, memberId: string): Promise<NotificationPreferences> {
  const rows = await db.query<{ kind: string; email: boolean }>('SELECT kind, email FROM notification_preferences WHERE member_id = $1', [
    memberId,
  ]);
  const saved = Object.fromEntries(rows.map((row) => [row.kind, row.email]));
  return Object.fromEntries(
    NOTIFICATION_PREFERENCE_KINDS.map((kind) => [kind, saved[kind] ?? DEFAULT_NOTIFICATION_PREFERENCES[kind]]),
  ) as Record<NotificationPreferenceKind, boolean>;
}

/** Every kind's choice, in one transaction: a reader never sees half of a save. */
export async function savePreferences(
  db: Database,
  memberId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await db.transaction(async (tx) => {
    for (const kind of NOTIFICATION_PREFERENCE_KINDS) {
      await tx.query(
        `INSERT INTO notification_preferences (member_id, kind, email) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, kind) DO UPDATE SET email = EXCLUDED.email, updated_at = now()`,
        [memberId, kind, preferences[kind]],
      );
    }
  });
  return preferencesOf(db, memberId);
}
