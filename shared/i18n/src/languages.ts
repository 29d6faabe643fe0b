/** The languages a member can choose, by their BCP 47 tag, in the order of the switch. */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

/**
 * The locale numbers and dates are formatted in. English keeps en-GB, as before this layer. Urdu
 * is ur-PK with Latin digits (`-u-nu-latn`): prices, phone numbers, IBANs and booking numbers are
 * written with them in Pakistan's trade, and a number a member reads aloud on the phone to a
 * customer or the marketplace team must look the same in both languages (ADR 0022).
 */
export const LOCALES: Record<Language, string> = { en: 'en-GB', ur: 'ur-PK-u-nu-latn' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Whether a language is written right to left. */
export const isRightToLeft = (language: Language): boolean => language === 'ur';
