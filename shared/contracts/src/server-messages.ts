import { URDU_MESSAGES } from './urdu';
import { PORTAL_LANGUAGES } from './users';

export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];

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
