import { createHash, randomBytes } from 'node:crypto';

import { API_PREFIX } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import type { MailMessage } from './mailer';

const LINK_LIFETIME_HOURS = 72;

// The table keeps a hash of the token: a copy of the database does not let anyone verify accounts.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const verificationLink = (config: ServerConfig, token: string) =>
  `${config.PORTAL_URL.replace(/\/$/, '')}${API_PREFIX}/users/verify-email?token=${encodeURIComponent(token)}`;

/** A new one-time token for the user's verification link. */
export async function createVerificationToken(db: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(`INSERT INTO email_verifications (token, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`, [
    hashOf(token),
    userId,
    LINK_LIFETIME_HOURS,
  ]);
  return token;
}

export type VerifyOutcome = 'verified' | 'already_verified' | 'invalid';

/** Marks the link used and the user's e-mail verified; a used link of a verified user is still fine. */
export async function verifyEmail(db: Queryable, token: string): Promise<VerifyOutcome> {
  const [row] = await db.query<{ user_id: string; used: boolean; expired: boolean }>(
    `SELECT user_id, used_at IS NOT NULL AS used, expires_at < now() AS expired FROM email_verifications WHERE token = $1`,
    [hashOf(token)],
  );
  if (!row) return 'invalid';
  if (row.used) return 'already_verified';
  if (row.expired) return 'invalid';
  await db.query(`UPDATE email_verifications SET used_at = now() WHERE token = $1`, [hashOf(token)]);
  await db.query(`UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now() WHERE user_id = $1`, [
    row.user_id,
  ]);
  return 'verified';
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function verificationMail(to: { email: string; fullName: string }, link: string): MailMessage {
  const greeting = `Hello ${to.fullName},`;
  const body = 'Thank you for signing up as a supplier. Please verify your email address by opening this link:';
  const after = `The link is valid for ${LINK_LIFETIME_HOURS} hours. We are reviewing your details and will let you know by e-mail once your account is approved.`;
  return {
    to: to.email,
    subject: 'Verify your email address',
    text: `${greeting}\n\n${body}\n${link}\n\n${after}\n`,
    html: `<p>${escape(greeting)}</p><p>${escape(body)}</p><p><a href="${escape(link)}">Verify my email address</a></p><p>${escape(after)}</p>`,
  };
}
