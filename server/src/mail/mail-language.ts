import type { PortalLanguage } from '@portal/contracts';

/** Text for an e-mail's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An e-mail's HTML in the member's language (users.language, issue 40): Urdu right to left, so a
 * mail client lays it out as the portal does; English as before.
 */
export const mailHtml = (language: PortalLanguage, html: string): string =>
  language === 'ur' ? `<div dir="rtl" lang="ur">${html}</div>` : html;

/** Names and addresses in an Urdu e-mail are isolated as in the server's messages, in the text part as in the HTML. */
export { isolated } from '@portal/contracts';
