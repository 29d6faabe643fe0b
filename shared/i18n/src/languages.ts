import { PORTAL_LOCALES } from '@portal/contracts';

/** The languages a member can choose, by their BCP 47 tag, in the order of the switch. */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

/** The locale numbers and dates are formatted in: @portal/contracts' PORTAL_LOCALES (English en-GB, Urdu with Latin digits). */
export const LOCALES: Readonly<Record<Language, string>> = PORTAL_LOCALES;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Whether a language is written right to left. */
export const isRightToLeft = (language: Language): boolean => language === 'ur';
