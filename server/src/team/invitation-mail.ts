import { INVITATION_DAYS, messageIn, paths, type PortalLanguage, type Role, ROLE_LABELS } from '@portal/contracts';

import type { ServerConfig } from '../config';
import { escapeHtml as escape, isolated, mailHtml } from '../mail/mail-language';
import type { MailMessage } from '../mail/mailer';

export const invitationLink = (config: Pick<ServerConfig, 'PORTAL_URL'>, token: string) =>
  `${config.PORTAL_URL.replace(/\/$/, '')}${paths.invitation(token)}`;

interface Invite {
  businessName: string;
  inviterName: string;
  role: Role;
}

/** The invitation's words in each language; in Urdu the names are isolated, the role in Urdu. */
const WORDS: Record<
  PortalLanguage,
  { subject: (business: string) => string; greeting: string; body: (invite: Invite) => string; action: string; after: string }
> = {
  en: {
    subject: (business) => `Join ${business || 'their business'} on the supplier portal`,
    greeting: 'Hello,',
    body: ({ inviterName, businessName, role }) =>
      `${inviterName} invites you to join ${businessName || 'their business'} on the supplier portal as ${ROLE_LABELS[role]}. To accept, open this link:`,
    action: 'Accept the invitation',
    after: `The link works once, for ${INVITATION_DAYS} days. If you did not expect this invitation, ignore this e-mail.`,
  },
  ur: {
    subject: (business) => (business ? `سپلائر پورٹل پر ${isolated(business)} میں شامل ہوں` : 'سپلائر پورٹل پر ان کے کاروبار میں شامل ہوں'),
    greeting: 'السلام علیکم،',
    body: ({ inviterName, businessName, role }) =>
      `${isolated(inviterName)} آپ کو سپلائر پورٹل پر ${businessName ? isolated(businessName) : 'اپنے کاروبار'} میں بطور ${messageIn('ur', ROLE_LABELS[role])} شامل ہونے کی دعوت دیتے ہیں۔ قبول کرنے کے لیے یہ لنک کھولیں:`,
    action: 'دعوت قبول کریں',
    after: `یہ لنک ایک ہی بار اور ${INVITATION_DAYS} دن تک کام کرتا ہے۔ اگر آپ کو اس دعوت کی توقع نہیں تھی تو یہ ای میل نظر انداز کر دیں۔`,
  },
};

/**
 * The invitation e-mail: who invites, to which business, as what, and the link. The person invited
 * may have no account, so no language of their own: it is in the inviting member's language
 * (users.language of the inviter, issue 40), who knows whom they invite.
 */
export function invitationMail(to: string, invite: Invite & { language: PortalLanguage }, link: string): MailMessage {
  const words = WORDS[invite.language];
  const body = words.body(invite);
  return {
    to,
    subject: words.subject(invite.businessName),
    text: `${words.greeting}\n\n${body}\n${link}\n\n${words.after}\n`,
    html: mailHtml(
      invite.language,
      `<p>${escape(words.greeting)}</p><p>${escape(body)}</p><p><a href="${escape(link)}">${escape(words.action)}</a></p><p>${escape(words.after)}</p>`,
    ),
  };
}
