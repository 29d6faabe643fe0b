import type { FastifyBaseLogger } from 'fastify';

import {
  type LiveEventKind,
  liveEventReach,
  notificationPreferenceOf,
  type NotificationPreferences,
  type PortalLanguage,
  type Role,
} from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import type { Mailer, MailMessage } from '../mail/mailer';
import { eventMail, type MailedEvent, messageDigestMail } from './event-mail';
import { preferencesOf } from './preference-repository';

/** New messages are gathered into one e-mail per member at most this often (issue 38). */
const MESSAGE_DIGEST_MINUTES = 15;
/** An event older than this is not worth an e-mail any more (the server was down, say). */
const MAX_EVENT_AGE_HOURS = 24;
/** Events read for a member per round; more wait for the next round. */
const BATCH = 200;

export interface NotificationMailDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<ServerConfig, 'PORTAL_URL'>;
}

interface Member {
  member_id: string;
  user_id: string;
  supplier_id: string;
  role: Role;
  joined_at: Date;
  email: string;
  full_name: string;
  /** The language the member chose: their e-mails are in it (issue 40). */
  language: PortalLanguage;
  /** The account that signed the business up: it gets the listing review e-mail (spec section 1) anyway. */
  signup_account: boolean;
}

interface EventRow {
  event_id: string;
  kind: LiveEventKind;
  object_id: string;
  subject: string;
  detail: string | null;
  /** Not about a booking, or about one assigned to the member (what a guide hears of). */
  assigned: boolean;
}

interface Cursor {
  mailed_through: string;
  digest_through: string;
  digest_sent_at: Date | null;
}

/** Members whose business has events after what they were mailed: the only ones worth a transaction. */
const membersWithNews = (db: Queryable, now: Date) =>
  db.query<Member>(
    `SELECT m.member_id, m.user_id, m.supplier_id, m.role, m.created_at AS joined_at, u.email, u.full_name, u.language,
            s.user_id = m.user_id AS signup_account
     FROM supplier_members m
     JOIN users u ON u.user_id = m.user_id
     JOIN suppliers s ON s.supplier_id = m.supplier_id
     LEFT JOIN notification_mail_cursors c ON c.member_id = m.member_id
     WHERE EXISTS (
       SELECT 1 FROM live_events e
       WHERE e.supplier_id = m.supplier_id
         AND e.event_id > LEAST(COALESCE(c.mailed_through, 0), COALESCE(c.digest_through, 0))
         AND e.created_at >= m.created_at AND e.created_at > $1::timestamptz - make_interval(hours => $2))`,
    [now, MAX_EVENT_AGE_HOURS],
  );

/** The business's events after `after`, since the member joined, not of the member's own doing. */
const eventsFor = (db: Queryable, member: Member, after: string, now: Date) =>
  db.query<EventRow>(
    `SELECT e.event_id::text AS event_id, e.kind, e.object_id, e.subject, e.detail,
            (e.booking_id IS NULL OR EXISTS (
              SELECT 1 FROM bookings b WHERE b.booking_id = e.booking_id AND b.guide_member_id = $2)) AS assigned
     FROM live_events e
     WHERE e.supplier_id = $1 AND e.event_id > $3 AND e.actor_user_id IS DISTINCT FROM $4
       AND e.created_at >= $5 AND e.created_at > $6::timestamptz - make_interval(hours => $7)
     ORDER BY e.event_id
     LIMIT ${BATCH}`,
    [member.supplier_id, member.member_id, after, member.user_id, member.joined_at, now, MAX_EVENT_AGE_HOURS],
  );

/** The stream's rule (liveEventReach): a kind heard of only for one's own bookings, only those assigned. */
function mayHear(role: Role, event: EventRow): boolean {
  const reach = liveEventReach(role, event.kind);
  return reach === 'business' || (reach === 'assigned' && event.assigned);
}

/** Whether the member wants an e-mail of this event (and may have it). */
function wanted(member: Member, preferences: NotificationPreferences, event: EventRow): boolean {
  const preference = notificationPreferenceOf(event.kind);
  if (!preference || !preferences[preference] || !mayHear(member.role, event)) return false;
  return !(preference === 'listing_decisions' && member.signup_account);
}

const asMailed = (row: EventRow): MailedEvent => ({ kind: row.kind, objectId: row.object_id, subject: row.subject, detail: row.detail });
const isMessage = (row: EventRow) => row.kind === 'message.received';
const later = (a: string, b: string) => (BigInt(a) > BigInt(b) ? a : b);

/** Sends the e-mail; answers the failure rather than throwing, so what went before is still recorded. */
async function sent(deps: NotificationMailDeps, mail: MailMessage): Promise<unknown> {
  try {
    await deps.mailer.send(mail);
    return undefined;
  } catch (error) {
    return error ?? new Error('The e-mail was not sent');
  }
}

const recipient = (member: Member) => ({ email: member.email, fullName: member.full_name, language: member.language });

/** One e-mail per event but messages, in order; answers how far it got and the failure that stopped it. */
async function mailEvents(
  deps: NotificationMailDeps,
  member: Member,
  preferences: NotificationPreferences,
  rows: EventRow[],
  from: string,
) {
  let through = from;
  for (const row of rows) {
    if (!isMessage(row) && BigInt(row.event_id) > BigInt(from) && wanted(member, preferences, row)) {
      const failure = await sent(deps, eventMail(recipient(member), asMailed(row), notificationPreferenceOf(row.kind)!, deps.config));
      if (failure) return { through, failure };
    }
    through = later(through, row.event_id);
  }
  return { through, failure: undefined };
}

/** The digest of the new messages, when there are some and the last digest is 15 minutes old; answers its cursor. */
async function mailDigest(
  deps: NotificationMailDeps,
  member: Member,
  preferences: NotificationPreferences,
  rows: EventRow[],
  cursor: Cursor,
  now: Date,
) {
  const kept = { digest_through: cursor.digest_through, digest_sent_at: cursor.digest_sent_at, failure: undefined as unknown };
  const last = rows.reduce((through, row) => later(through, row.event_id), cursor.digest_through);
  const pending = rows.filter(
    (row) => isMessage(row) && BigInt(row.event_id) > BigInt(cursor.digest_through) && wanted(member, preferences, row),
  );
  if (pending.length === 0) return { ...kept, digest_through: last };
  const due = !cursor.digest_sent_at || now.getTime() - cursor.digest_sent_at.getTime() >= MESSAGE_DIGEST_MINUTES * 60_000;
  if (!due) return kept;
  const failure = await sent(deps, messageDigestMail(recipient(member), pending.map(asMailed), deps.config));
  return failure ? { ...kept, failure } : { ...kept, digest_through: last, digest_sent_at: now };
}

/**
 * A member's round, in a transaction that holds their cursor row: another instance skips the member
 * meanwhile (SKIP LOCKED), and what was mailed is written with the cursor, so nothing goes twice.
 * Answers a failed send's error, after recording what went before it.
 */
async function mailMember(deps: NotificationMailDeps, member: Member, now: Date): Promise<unknown> {
  await deps.db.query('INSERT INTO notification_mail_cursors (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING', [
    member.member_id,
  ]);
  return deps.db.transaction(async (tx) => {
    const [cursor] = await tx.query<Cursor>(
      `SELECT mailed_through::text AS mailed_through, digest_through::text AS digest_through, digest_sent_at
       FROM notification_mail_cursors WHERE member_id = $1 FOR UPDATE SKIP LOCKED`,
      [member.member_id],
    );
    if (!cursor) return undefined;
    const from = BigInt(cursor.mailed_through) < BigInt(cursor.digest_through) ? cursor.mailed_through : cursor.digest_through;
    const rows = await eventsFor(tx, member, from, now);
    const preferences = await preferencesOf(tx, member.member_id);
    const events = await mailEvents(deps, member, preferences, rows, cursor.mailed_through);
    const digest = await mailDigest(deps, member, preferences, rows, cursor, now);
    await tx.query(
      'UPDATE notification_mail_cursors SET mailed_through = $2, digest_through = $3, digest_sent_at = $4 WHERE member_id = $1',
      [member.member_id, events.through, digest.digest_through, digest.digest_sent_at],
    );
    return events.failure ?? digest.failure;
  });
}

/**
 * One round of notification e-mail for every member with news (issue 38). `now` is the clock the
 * message digest is timed by; tests pass theirs. A member whose e-mail fails is tried next round.
 */
export async function dispatchNotificationMail(deps: NotificationMailDeps, now = new Date()): Promise<void> {
  const failures: unknown[] = [];
  for (const member of await membersWithNews(deps.db, now)) {
    const failure = await mailMember(deps, member, now);
    if (failure) failures.push(failure);
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} notification e-mail(s) were not sent`);
}

/** Runs a round every minute in the server process (never two at once); answers what stops it. */
export function scheduleNotificationMail(deps: NotificationMailDeps, log: FastifyBaseLogger, everyMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    dispatchNotificationMail(deps)
      .catch((error: unknown) => log.error({ err: error }, 'Notification e-mails were not sent'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
