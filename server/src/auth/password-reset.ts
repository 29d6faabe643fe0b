import { createHash, randomBytes } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { PASSWORD_RESET_MINUTES, paths, type PortalLanguage as Language } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { escapeHtml, isolated, mailHtml } from '../mail/mail-language';
import type { Mailer, MailMessage } from '../mail/mailer';
import { userRepository } from '../users/user-repository';

/** Reset e-mails one account receives per hour at most, however often its address is typed in. */
export const RESET_MAILS_PER_HOUR = 3;

// The table keeps a hash of the token: a copy of the database resets no one's password.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const resetLink = (config: Pick<ServerConfig, 'PORTAL_URL'>, token: string) =>
  `${config.PORTAL_URL.replace(/\/$/, '')}${paths.resetPasswordLink(token)}`;

/** The e-mail's words in each language the member can choose (users.language, issue 40). */
const RESET_MAIL_WORDS: Record<
  Language,
  { subject: string; greeting: (name: string) => string; body: string; action: string; after: string }
> = {
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'Someone, hopefully you, asked to reset the password of your supplier account. To choose a new password, open this link:',
    action: 'Choose a new password',
    after: `The link works once, for ${PASSWORD_RESET_MINUTES} minutes. Setting a new password signs you out everywhere else. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  },
  ur: {
    subject: 'اپنا پاس ورڈ ری سیٹ کریں',
    greeting: (name) => `السلام علیکم ${isolated(name)}،`,
    body: 'کسی نے، امید ہے آپ نے، آپ کے سپلائر اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔ نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں:',
    action: 'نیا پاس ورڈ منتخب کریں',
    after: `یہ لنک ایک بار، ${PASSWORD_RESET_MINUTES} منٹ تک کام کرتا ہے۔ نیا پاس ورڈ رکھنے سے آپ باقی ہر جگہ سے سائن آؤٹ ہو جائیں گے۔ اگر آپ نے یہ درخواست نہیں کی تو یہ ای میل نظر انداز کر دیں: آپ کا پاس ورڈ جیسا ہے ویسا رہے گا۔`,
  },
};

function resetMail(to: { email: string; fullName: string; language: Language }, link: string): MailMessage {
  const words = RESET_MAIL_WORDS[to.language];
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

/**
 * A new single-use link for the user, e-mailed; nothing when the account had RESET_MAILS_PER_HOUR
 * already (the request's answer stays the same, so a stranger learns nothing from it either).
 */
export async function sendResetLink(
  deps: { db: Database; config: ServerConfig; mailer: Mailer; log: FastifyBaseLogger },
  user: { userId: string; email: string; fullName: string; language: Language },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const made = await deps.db.transaction(async (tx) => {
    // One request of the user at a time, so requests arriving together cannot all pass the count.
    await tx.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [user.userId]);
    const [recent] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
      [user.userId],
    );
    if (recent!.n >= RESET_MAILS_PER_HOUR) return false;
    await tx.query(`INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
      hashOf(token),
      user.userId,
      PASSWORD_RESET_MINUTES,
    ]);
    return true;
  });
  if (!made) {
    deps.log.warn({ userId: user.userId }, 'password reset e-mail not sent: hourly limit of the account reached');
    return;
  }
  await deps.mailer.send(resetMail(user, resetLink(deps.config, token)));
}

/** Whether a link's token is one that can still be used (not used, not expired). */
export async function isUsableResetToken(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [
    hashOf(token),
  ]);
  return rows.length > 0;
}

/**
 * Spends the link and sets the new password in one transaction: the link, and every other open
 * link of the user, can never be used again, and the token version rises, ending every earlier
 * session. Answers the user's id; null when the link was not usable (or another request spent it first).
 */
export async function resetPassword(db: Database, token: string, passwordHash: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [spent] = await tx.query<{ user_id: string }>(
      'UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
      [hashOf(token)],
    );
    if (!spent) return null;
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [spent.user_id]);
    await userRepository(tx).changePassword(spent.user_id, passwordHash);
    return spent.user_id;
  });
}
