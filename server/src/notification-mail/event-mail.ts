import {
  LIVE_EVENT_LABELS,
  type LiveEventKind,
  liveEventLink,
  NOTIFICATION_PREFERENCE_LABELS,
  type NotificationPreferenceKind,
  paths,
} from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { MailMessage } from '../mail/mailer';

interface Recipient {
  email: string;
  fullName: string;
}

/** A live event as an e-mail tells of it. */
export interface MailedEvent {
  kind: LiveEventKind;
  objectId: string;
  subject: string;
  detail: string | null;
}

type LinkConfig = Pick<ServerConfig, 'PORTAL_URL'>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const portalLink = (config: LinkConfig, path: string) => `${config.PORTAL_URL.replace(/\/$/, '')}${path}`;
const eventLink = (config: LinkConfig, event: MailedEvent) => portalLink(config, liveEventLink(event.kind, event.objectId));

/** Why the member gets the e-mail and where they stop it: every notification e-mail ends with it. */
function footer(config: LinkConfig, preference: NotificationPreferenceKind): { text: string; html: string } {
  const why = `You get this e-mail because ${NOTIFICATION_PREFERENCE_LABELS[preference]} e-mails are on in your notification preferences.`;
  const profile = portalLink(config, paths.profile);
  return {
    text: `${why} To change them, open My Profile: ${profile}`,
    html: `<p>${escape(why)} <a href="${escape(profile)}">Change them on My Profile</a></p>`,
  };
}

/** What an event's detail is: the reason of a rejection, the start of a message. */
const detailLine = (event: MailedEvent) => (event.kind === 'listing.rejected' ? `Reason: ${event.detail}` : `"${event.detail}"`);

/** One event's e-mail: what happened, to what, and the link to it in the portal. */
export function eventMail(to: Recipient, event: MailedEvent, preference: NotificationPreferenceKind, config: LinkConfig): MailMessage {
  const greeting = `Hello ${to.fullName},`;
  const what = `${LIVE_EVENT_LABELS[event.kind]}: ${event.subject}`;
  const lines = event.detail ? [what, detailLine(event)] : [what];
  const link = eventLink(config, event);
  const end = footer(config, preference);
  return {
    to: to.email,
    subject: what,
    text: `${greeting}\n\n${lines.join('\n')}\n\nOpen it in the portal: ${link}\n\n${end.text}\n`,
    html: `<p>${escape(greeting)}</p>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(link)}">Open it in the portal</a></p>${end.html}`,
  };
}

const messageCount = (count: number) => `${count} new ${count === 1 ? 'message' : 'messages'}`;

/** The messages of each conversation, newest last, the conversations in the order they were written to. */
function conversationsOf(messages: readonly MailedEvent[]): MailedEvent[][] {
  const byObject = new Map<string, MailedEvent[]>();
  for (const message of messages) byObject.set(message.objectId, [...(byObject.get(message.objectId) ?? []), message]);
  return [...byObject.values()];
}

function conversationLines(config: LinkConfig, messages: readonly MailedEvent[]) {
  const latest = messages.at(-1)!;
  const head = `${latest.subject}: ${messageCount(messages.length)}`;
  return { head, quote: latest.detail ? `Latest: "${latest.detail}"` : null, link: eventLink(config, latest) };
}

/** The digest of new messages ("3 new messages"): each conversation once, with its link. */
export function messageDigestMail(to: Recipient, messages: readonly MailedEvent[], config: LinkConfig): MailMessage {
  const greeting = `Hello ${to.fullName},`;
  const intro = `You have ${messageCount(messages.length)} from customers.`;
  const conversations = conversationsOf(messages).map((conversation) => conversationLines(config, conversation));
  const end = footer(config, 'messages');
  const text = conversations.map(({ head, quote, link }) => [`- ${head}`, ...(quote ? [`  ${quote}`] : []), `  ${link}`].join('\n'));
  const html = conversations.map(
    ({ head, quote, link }) => `<li><a href="${escape(link)}">${escape(head)}</a>${quote ? `<br>${escape(quote)}` : ''}</li>`,
  );
  return {
    to: to.email,
    subject: messageCount(messages.length),
    text: `${greeting}\n\n${intro}\n\n${text.join('\n')}\n\n${end.text}\n`,
    html: `<p>${escape(greeting)}</p><p>${escape(intro)}</p><ul>${html.join('')}</ul>${end.html}`,
  };
}
