import { MARKETPLACE_TIME_ZONE } from '@portal/contracts';
import { currentLanguage, type Language, LOCALES } from '@portal/i18n';

/**
 * Formatters built on Intl, per spec section 9: Rs in tables, PKR everywhere else (the feed, the
 * dashboard, a listing's prices), en-GB dates. In Urdu they follow the member's language
 * (ur-PK, Latin digits: ADR 0023), amounts stay in rupees. Each reads the language when called,
 * so a component shows the new language's formats when it re-renders on a language change —
 * which `useStrings()` and `useLanguage()` of @portal/i18n do.
 */

/**
 * Each formatter is made on its first use, not when the package loads: a page's first Intl
 * formatter sets up ICU's locale data (40-120 ms in Chromium on a 2-core machine), which would
 * lengthen the shell's longest start-up task. The shell's index.html pays that set-up before its
 * scripts arrive (shared/config/intl-warm-up.cjs); then a formatter takes about 1 ms.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * One formatter per language, each made on its first use in that language: what a screen's own
 * Intl formatter (a month's name, a calendar's weekdays) uses to follow the member's language.
 * `perLanguage((locale) => new Intl.DateTimeFormat(locale, { month: 'long' }))()` formats.
 */
export function perLanguage<T>(make: (locale: string, language: Language) => T): () => T {
  const made = new Map<Language, T>();
  return () => {
    const language = currentLanguage();
    if (!made.has(language)) made.set(language, make(LOCALES[language], language));
    return made.get(language) as T;
  };
}

const integer = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

/** Urdu writes the rupee after the amount, in its own word: '12,500 روپے'. */
const inRupees = (prefix: string, amount: number) =>
  currentLanguage() === 'ur' ? `${integer().format(amount)} روپے` : `${prefix} ${integer().format(amount)}`;

/** 'Rs 12,500' for tables. */
export const formatRs = (amount: number): string => inRupees('Rs', amount);

/** 'PKR 12,500' for the dashboard and activity feed. */
export const formatPkr = (amount: number): string => inRupees('PKR', amount);

export const formatCount = (value: number): string => integer().format(value);

/** '4.5m', '1.3k' ('45 لاکھ' in Urdu): a chart axis's amounts. */
const compact = perLanguage((locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }));
export const formatCompact = (value: number): string => compact().format(value);

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * A date format in Pakistan time. Urdu's clock is 12-hour with its own day periods
 * ('3:00 سہ پہر', '9:00 صبح'): CLDR's Urdu would otherwise write 'AM'/'PM' in Latin letters.
 */
const marketplaceFormat = (options: Intl.DateTimeFormatOptions) =>
  perLanguage(
    (locale, language) =>
      new Intl.DateTimeFormat(locale, {
        ...(language === 'ur' && (options.hour || options.timeStyle) ? urduClock(options) : options),
        timeZone: MARKETPLACE_TIME_ZONE,
      }),
  );

/** dayPeriod needs the hour and minute spelled out: it cannot go with dateStyle and timeStyle. */
function urduClock({ timeStyle, dateStyle, ...options }: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const date: Intl.DateTimeFormatOptions = dateStyle ? { day: 'numeric', month: 'short', year: 'numeric' } : {};
  return { ...date, ...options, ...(timeStyle || options.hour ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } : {}) };
}

/** en-GB date: '21 Nov 2026'. */
const enGbDate = marketplaceFormat({ day: 'numeric', month: 'short', year: 'numeric' });
export const formatDate = (value: string | Date): string => enGbDate().format(toDate(value));

/** The month in words: '21 November 2026'. */
const longDate = marketplaceFormat({ day: 'numeric', month: 'long', year: 'numeric' });
export const formatLongDate = (value: string | Date): string => longDate().format(toDate(value));

/** day/month/year: '21/11/2026'. */
const dayMonthYear = marketplaceFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
export const formatDayMonthYear = (value: string | Date): string => dayMonthYear().format(toDate(value));

const dateTime = marketplaceFormat({ dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (value: string | Date): string => dateTime().format(toDate(value));

const time = marketplaceFormat({ hour: '2-digit', minute: '2-digit' });
export const formatTime = (value: string | Date): string => time().format(toDate(value));

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/** How long ago `value` was, in its largest whole unit ('5 minutes ago', 'yesterday'); under a minute, 'now'. */
export function formatRelativeTime(value: string | Date, now = Date.now()): string {
  const seconds = Math.round((toDate(value).getTime() - now) / 1000);
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return unit === 'second' ? relative().format(0, 'second') : relative().format(Math.trunc(seconds / size), unit);
}
