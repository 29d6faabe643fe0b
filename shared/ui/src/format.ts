import { MARKETPLACE_TIME_ZONE } from '@portal/contracts';

/** Formatters built on Intl, per spec section 9: Rs in tables, PKR everywhere else (the feed, the dashboard, a listing's prices), en-GB dates. */

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

const integer = onFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }));

/** 'Rs 12,500' for tables. */
export const formatRs = (amount: number): string => `Rs ${integer().format(amount)}`;

/** 'PKR 12,500' for the dashboard and activity feed. */
export const formatPkr = (amount: number): string => `PKR ${integer().format(amount)}`;

export const formatCount = (value: number): string => integer().format(value);

/** '4.5m', '1.3k': a chart axis's amounts. */
const compact = onFirstUse(() => new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 }));
export const formatCompact = (value: number): string => compact().format(value);

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const marketplaceFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: MARKETPLACE_TIME_ZONE }));

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
