import {
  LIVE_EVENT_LABELS,
  type LiveEventKind,
  liveEventLink,
  messageIn,
  NOTIFICATION_PREFERENCE_LABELS,
  type NotificationPreferenceKind,
  paths,
  type PortalLanguage,
} from '@portal/contracts';

import type { ServerConfig } from '../config';
import { escapeHtml as escape, isolated, mailHtml } from '../mail/mail-language';
import type { MailMessage } from '../mail/mailer';

/** The member an e-mail goes to, in the language they chose (users.language, issue 40). */
interface Recipient {
  email: string;
  fullName: string;
  language: PortalLanguage;
}

/** A live event as an e-mail tells of it. */
export interface MailedEvent {
  kind: LiveEventKind;
  objectId: string;
  subject: string;
  detail: string | null;
}

type LinkConfig = Pick<ServerConfig, 'PORTAL_URL'>;

const portalLink = (config: LinkConfig, path: string) => `${config.PORTAL_URL.replace(/\/$/, '')}${path}`;
const eventLink = (config: LinkConfig, event: MailedEvent) => portalLink(config, liveEventLink(event.kind, event.objectId));

/** The bell's words for each event (host's notifications in Urdu), for the e-mail's subject. */
const LIVE_EVENT_LABELS_UR: Record<LiveEventKind, string> = {
  'message.received': 'نیا پیغام',
  'message.sent': 'پیغام بھیج دیا گیا',
  'message.read': 'پیغامات پڑھ لیے گئے',
  'booking.created': 'بکنگ کی نئی درخواست',
  'booking.confirmed': 'بکنگ کنفرم ہو گئی',
  'booking.declined': 'بکنگ مسترد کر دی گئی',
  'booking.cancelled': 'بکنگ منسوخ ہو گئی',
  'booking.rescheduled': 'بکنگ کی تاریخ بدل دی گئی',
  'listing.approved': 'لسٹنگ منظور ہو گئی',
  'listing.rejected': 'لسٹنگ منظور نہیں ہوئی',
  'ticket.answered': 'سپورٹ نے آپ کے ٹکٹ کا جواب دیا',
  'ticket.closed': 'ٹکٹ بند ہو گیا',
  'review.posted': 'نیا ریویو',
  'payout.paid': 'ادائیگی ہو گئی',
  'member.joined': 'ٹیم کا نیا رکن',
};

/**
 * The notification e-mails' words in each language. In Urdu what the member or a customer wrote
 * (a booking's name, a listing's title, a message) is isolated, as a name is.
 */
const WORDS: Record<
  PortalLanguage,
  {
    greeting: (name: string) => string;
    label: (kind: LiveEventKind) => string;
    text: (text: string) => string;
    reason: (reason: string) => string;
    quote: (text: string) => string;
    open: string;
    why: (preference: string) => string;
    change: string;
    changeLink: string;
    messageCount: (count: number) => string;
    intro: (count: number) => string;
    latest: (text: string) => string;
  }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    label: (kind) => LIVE_EVENT_LABELS[kind],
    text: (text) => text,
    reason: (reason) => `Reason: ${reason}`,
    quote: (text) => `"${text}"`,
    open: 'Open it in the portal',
    why: (preference) => `You get this e-mail because ${preference} e-mails are on in your notification preferences.`,
    change: 'To change them, open My Profile',
    changeLink: 'Change them on My Profile',
    messageCount: (count) => `${count} new ${count === 1 ? 'message' : 'messages'}`,
    intro: (count) => `You have ${count} new ${count === 1 ? 'message' : 'messages'} from customers.`,
    latest: (text) => `Latest: "${text}"`,
  },
  ur: {
    greeting: (name) => `السلام علیکم ${isolated(name)}،`,
    label: (kind) => LIVE_EVENT_LABELS_UR[kind],
    text: isolated,
    reason: (reason) => `وجہ: ${isolated(reason)}`,
    quote: (text) => `"${isolated(text)}"`,
    open: 'پورٹل میں کھولیں',
    why: (preference) => `آپ کو یہ ای میل اس لیے ملی ہے کہ آپ کی اطلاعات کی ترجیحات میں ${preference} کی ای میلز آن ہیں۔`,
    change: 'انہیں بدلنے کے لیے اپنا پروفائل کھولیں',
    changeLink: 'پروفائل پر انہیں بدلیں',
    messageCount: (count) => (count === 1 ? '1 نیا پیغام' : `${count} نئے پیغامات`),
    intro: (count) => (count === 1 ? 'آپ کو گاہک کا 1 نیا پیغام ملا ہے۔' : `آپ کو گاہکوں کے ${count} نئے پیغامات ملے ہیں۔`),
    latest: (text) => `تازہ ترین: "${isolated(text)}"`,
  },
};

/** Why the member gets the e-mail and where they stop it: every notification e-mail ends with it. */
function footer(config: LinkConfig, preference: NotificationPreferenceKind, language: PortalLanguage): { text: string; html: string } {
  const words = WORDS[language];
  const why = words.why(messageIn(language, NOTIFICATION_PREFERENCE_LABELS[preference]));
  const profile = portalLink(config, paths.profile);
  return {
    text: `${why} ${words.change}: ${profile}`,
    html: `<p>${escape(why)} <a href="${escape(profile)}">${escape(words.changeLink)}</a></p>`,
  };
}

/** What an event's detail is: the reason of a rejection, the start of a message. */
const detailLine = (event: MailedEvent, language: PortalLanguage) =>
  event.kind === 'listing.rejected' ? WORDS[language].reason(event.detail ?? '') : WORDS[language].quote(event.detail ?? '');

/** One event's e-mail: what happened, to what, and the link to it in the portal. */
export function eventMail(to: Recipient, event: MailedEvent, preference: NotificationPreferenceKind, config: LinkConfig): MailMessage {
  const words = WORDS[to.language];
  const greeting = words.greeting(to.fullName);
  const what = `${words.label(event.kind)}: ${words.text(event.subject)}`;
  const lines = event.detail ? [what, detailLine(event, to.language)] : [what];
  const link = eventLink(config, event);
  const end = footer(config, preference, to.language);
  return {
    to: to.email,
    subject: what,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${words.open}: ${link}\n\n${end.text}\n`,
    html: mailHtml(
      to.language,
      `<p>${escape(greeting)}</p>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(link)}">${escape(words.open)}</a></p>${end.html}`,
    ),
  };
}

/** The messages of each conversation, newest last, the conversations in the order they were written to. */
function conversationsOf(messages: readonly MailedEvent[]): MailedEvent[][] {
  const byObject = new Map<string, MailedEvent[]>();
  for (const message of messages) byObject.set(message.objectId, [...(byObject.get(message.objectId) ?? []), message]);
  return [...byObject.values()];
}

function conversationLines(config: LinkConfig, messages: readonly MailedEvent[], language: PortalLanguage) {
  const words = WORDS[language];
  const latest = messages.at(-1)!;
  const head = `${words.text(latest.subject)}: ${words.messageCount(messages.length)}`;
  return { head, quote: latest.detail ? words.latest(latest.detail) : null, link: eventLink(config, latest) };
}

/** The digest of new messages ("3 new messages"): each conversation once, with its link. */
export function messageDigestMail(to: Recipient, messages: readonly MailedEvent[], config: LinkConfig): MailMessage {
  const words = WORDS[to.language];
  const greeting = words.greeting(to.fullName);
  const intro = words.intro(messages.length);
  const conversations = conversationsOf(messages).map((conversation) => conversationLines(config, conversation, to.language));
  const end = footer(config, 'messages', to.language);
  const text = conversations.map(({ head, quote, link }) => [`- ${head}`, ...(quote ? [`  ${quote}`] : []), `  ${link}`].join('\n'));
  const html = conversations.map(
    ({ head, quote, link }) => `<li><a href="${escape(link)}">${escape(head)}</a>${quote ? `<br>${escape(quote)}` : ''}</li>`,
  );
  return {
    to: to.email,
    subject: words.messageCount(messages.length),
    text: `${greeting}\n\n${intro}\n\n${text.join('\n')}\n\n${end.text}\n`,
    html: mailHtml(to.language, `<p>${escape(greeting)}</p><p>${escape(intro)}</p><ul>${html.join('')}</ul>${end.html}`),
  };
}
