import { INVITATION_DAYS, paths, type Role, ROLE_LABELS } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { MailMessage } from '../mail/mailer';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const invitationLink = (config: Pick<ServerConfig, 'PORTAL_URL'>, token: string) =>
  `${config.PORTAL_URL.replace(/\/$/, '')}${paths.invitation(token)}`;

/** The invitation e-mail: who invites, to which business, as what, and the link. */
export function invitationMail(to: string, invite: { businessName: string; inviterName: string; role: Role }, link: string): MailMessage {
  const business = invite.businessName || 'their business';
  const body = `${invite.inviterName} invites you to join ${business} on the supplier portal as ${ROLE_LABELS[invite.role]}. To accept, open this link:`;
  const after = `The link works once, for ${INVITATION_DAYS} days. If you did not expect this invitation, ignore this e-mail.`;
  return {
    to,
    subject: `Join ${business} on the supplier portal`,
    text: `Hello,\n\n${body}\n${link}\n\n${after}\n`,
    html: `<p>Hello,</p><p>${escape(body)}</p><p><a href="${escape(link)}">Accept the invitation</a></p><p>${escape(after)}</p>`,
  };
}
