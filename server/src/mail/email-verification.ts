import { createHash, randomBytes } from 'node:crypto';

import { API_PREFIX, type PortalLanguage } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { escapeHtml, isolated, mailHtml } from './mail-language';
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

/** The e-mail's words in each language the member can choose (users.language, issue 40). */
const VERIFICATION_MAIL_WORDS: Record<
  PortalLanguage,
  { subject: string; greeting: (name: string) => string; body: string; action: string; after: string }
> = {
  en: {
    subject: 'Verify your email address',
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for signing up as a supplier. Please verify your email address by opening this link:',
    action: 'Verify my email address',
    after: `The link is valid for ${LINK_LIFETIME_HOURS} hours. We are reviewing your details and will let you know by e-mail once your account is approved.`,
  },
  ur: {
    subject: 'اپنا ای میل ایڈریس تصدیق کریں',
    greeting: (name) => `السلام علیکم ${isolated(name)}،`,
    body: 'بطور سپلائر سائن اپ کرنے کا شکریہ۔ براہِ کرم یہ لنک کھول کر اپنے ای میل ایڈریس کی تصدیق کریں:',
    action: 'میرے ای میل ایڈریس کی تصدیق کریں',
    after: `یہ لنک ${LINK_LIFETIME_HOURS} گھنٹے تک کارآمد ہے۔ ہم آپ کی تفصیلات کا جائزہ لے رہے ہیں اور اکاؤنٹ منظور ہوتے ہی آپ کو ای میل سے بتا دیں گے۔`,
  },
};

export function verificationMail(to: { email: string; fullName: string; language: PortalLanguage }, link: string): MailMessage {
  const words = VERIFICATION_MAIL_WORDS[to.language];
  const greeting = words.greeting(to.fullName);
  return {
    to: to.email,
    subject: words.subject,
    text: `${greeting}\n\n${words.body}\n${link}\n\n${words.after}\n`,
    html: mailHtml(
      to.language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(words.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p><p>${escapeHtml(words.after)}</p>`,
    ),
  };
}
