import { URDU_MESSAGES } from './urdu';
import { PORTAL_LANGUAGES } from './users';

export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];

/**
 * The locale numbers and dates are formatted in, on the screens, in the e-mails and in the
 * server's messages alike. English keeps en-GB. Urdu is ur-PK with Latin digits (`-u-nu-latn`):
 * prices, phone numbers, IBANs and booking numbers are written with them in Pakistan's trade, and a
 * number a member reads aloud on the phone to a customer or the marketplace team must look the same
 * in both languages (ADR 0022, ADR 0023).
 */
export const PORTAL_LOCALES: Readonly<Record<PortalLanguage, string>> = { en: 'en-GB', ur: 'ur-PK-u-nu-latn' };

/** A server message in `language`: its Urdu when the catalogue has it, else the English as sent. */
export const messageIn = (language: PortalLanguage, english: string): string =>
  language === 'ur' ? (URDU_MESSAGES[english] ?? english) : english;

/** The portal language an Accept-Language header prefers most (q-values honoured); English by default. */
export function languageOfRequest(acceptLanguage: string | undefined): PortalLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => PORTAL_LANGUAGES.includes(entry.base as PortalLanguage));
  return (found?.base as PortalLanguage | undefined) ?? 'en';
}

/**
 * A value in a templated message: a number, a name or other text as given (a booking number, an
 * e-mail, a file's name), or a word or date that reads differently in each language.
 */
export type MessageValue = string | number | ((language: PortalLanguage) => string);

/** A name, an address or a number inside an Urdu sentence, isolated for bidi (FSI…PDI) so it keeps its own direction. */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/**
 * A server message with values (a date, a status, a number, a name) in `language`: the catalogue
 * holds its Urdu under the English template, with the same named placeholders ('This booking
 * departs on {date}.'), and each placeholder takes its value in that language. In Urdu a text
 * value is isolated (FSI…PDI), so an English name or an address keeps its own direction; English
 * reads exactly as the template filled in.
 */
export function templateIn(language: PortalLanguage, template: string, values: Readonly<Record<string, MessageValue>>): string {
  const chosen = messageIn(language, template);
  return chosen.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    if (typeof value === 'function') return value(language);
    if (typeof value === 'number') return String(value);
    return language === 'ur' ? isolated(value) : value;
  });
}
