import { MARKETPLACE_TIME_ZONE } from '@portal/contracts';

import type { MailMessage } from '../mail/mailer';
import type { SessionClient } from './session-repository';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const when = new Intl.DateTimeFormat('en-GB', { timeZone: MARKETPLACE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

/** The e-mail of a sign-in from a browser the person had not used: which browser, when, from where. */
export function newSignInMail(to: string, client: SessionClient, at: Date): MailMessage {
  const facts = [`Browser: ${client.browser}`, `Time: ${when.format(at)} (Pakistan time)`, `Address: ${client.ipAddress}`];
  const intro = 'Your supplier portal account was just signed in to from a browser it had not been used from before:';
  const after =
    'If this was you, there is nothing to do. If not, change your password now and use Sign out everywhere under Signed-in sessions in your profile.';
  return {
    to,
    subject: 'New sign-in to your account',
    text: `Hello,\n\n${intro}\n\n${facts.join('\n')}\n\n${after}\n`,
    html: `<p>Hello,</p><p>${escape(intro)}</p><ul>${facts.map((fact) => `<li>${escape(fact)}</li>`).join('')}</ul><p>${escape(after)}</p>`,
  };
}
