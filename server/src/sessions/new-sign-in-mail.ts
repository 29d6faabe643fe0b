import { MARKETPLACE_TIME_ZONE, PORTAL_LOCALES, type PortalLanguage } from '@portal/contracts';

import { escapeHtml as escape, isolated, mailHtml } from '../mail/mail-language';
import type { MailMessage } from '../mail/mailer';
import type { SessionClient } from './session-repository';

const when = new Intl.DateTimeFormat(PORTAL_LOCALES.en, { timeZone: MARKETPLACE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
/** Urdu's date and 12-hour clock with its day periods, Latin digits, as the portal's screens (ADR 0023). */
const whenUrdu = new Intl.DateTimeFormat(PORTAL_LOCALES.ur, {
  timeZone: MARKETPLACE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
});

/** The e-mail's words in each language (users.language, issue 40); the browser and the address isolated in Urdu. */
const WORDS: Record<
  PortalLanguage,
  { subject: string; greeting: string; intro: string; facts: (client: SessionClient, at: Date) => string[]; after: string }
> = {
  en: {
    subject: 'New sign-in to your account',
    greeting: 'Hello,',
    intro: 'Your supplier portal account was just signed in to from a browser it had not been used from before:',
    facts: (client, at) => [`Browser: ${client.browser}`, `Time: ${when.format(at)} (Pakistan time)`, `Address: ${client.ipAddress}`],
    after:
      'If this was you, there is nothing to do. If not, change your password now and use Sign out everywhere under Signed-in sessions in your profile.',
  },
  ur: {
    subject: 'آپ کے اکاؤنٹ میں نیا سائن اِن',
    greeting: 'السلام علیکم،',
    intro: 'آپ کے سپلائر پورٹل اکاؤنٹ میں ابھی ایک ایسے براؤزر سے سائن اِن ہوا ہے جس سے پہلے کبھی استعمال نہیں ہوا تھا:',
    facts: (client, at) => [
      `براؤزر: ${isolated(client.browser)}`,
      `وقت: ${whenUrdu.format(at)} (پاکستان کا وقت)`,
      `ایڈریس: ${isolated(client.ipAddress)}`,
    ],
    after:
      'اگر یہ آپ تھے تو کچھ کرنے کی ضرورت نہیں۔ اگر نہیں، تو ابھی اپنا پاس ورڈ بدلیں اور اپنے پروفائل میں "سائن اِن شدہ سیشن" کے تحت "ہر جگہ سے سائن آؤٹ کریں" استعمال کریں۔',
  },
};

/** The e-mail of a sign-in from a browser the person had not used: which browser, when, from where. */
export function newSignInMail(to: { email: string; language: PortalLanguage }, client: SessionClient, at: Date): MailMessage {
  const words = WORDS[to.language];
  const facts = words.facts(client, at);
  return {
    to: to.email,
    subject: words.subject,
    text: `${words.greeting}\n\n${words.intro}\n\n${facts.join('\n')}\n\n${words.after}\n`,
    html: mailHtml(
      to.language,
      `<p>${escape(words.greeting)}</p><p>${escape(words.intro)}</p><ul>${facts.map((fact) => `<li>${escape(fact)}</li>`).join('')}</ul><p>${escape(words.after)}</p>`,
    ),
  };
}
