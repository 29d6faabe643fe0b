import { addDays, isoWeekday, MARKETPLACE_TIME_ZONE } from '@portal/contracts';
import { currentLocale } from '@portal/i18n';

import { listingsText } from '../strings/listings-strings';

/** A month of the calendar as 'YYYY-MM'. */
export type Month = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Today's month in Pakistan, where the server derives the calendar (not the browser's zone). */
export function currentMonth(now: Date = new Date()): Month {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The month a URL asks for, or null when it is not one ('2026-13', text). */
export const parseMonth = (text: string | null): Month | null => (text && MONTH_PATTERN.test(text) ? text : null);

/** The first and last date of a month. */
export function monthRange(month: Month): { from: string; to: string } {
  const from = `${month}-01`;
  const next = shiftMonth(month, 1);
  return { from, to: addDays(`${next}-01`, -1) };
}

export function shiftMonth(month: Month, by: number): Month {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

// Dates are calendar days: formatted in UTC so the browser's zone never moves them a day.
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
// Made on first use in each language, as @portal/ui's formatters are: the first one loads ICU's
// locale data. The month and weekday names follow the portal's language (Urdu's with Latin digits).
const utcFormat = (options: Intl.DateTimeFormatOptions) => {
  const made = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const locale = currentLocale();
    let format = made.get(locale);
    if (!format) made.set(locale, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
    return format;
  };
};
const monthTitleFormat = utcFormat({ month: 'long', year: 'numeric' });
const dayTitleFormat = utcFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDayFormat = utcFormat({ weekday: 'short', day: 'numeric', month: 'short' });

/** 'December 2026'. */
export const monthTitle = (month: Month) => monthTitleFormat().format(utc(`${month}-01`));
/** 'Tuesday 1 December 2026'. */
export const dayTitle = (date: string) => dayTitleFormat().format(utc(date));
/** '10 March 2027 to 12 March 2027' (or the one day), in the portal's language. */
export const datesTitle = (from: string, to: string) =>
  from === to ? dayTitle(from) : listingsText()('day.range', { from: dayTitle(from), to: dayTitle(to) });
/** 'Tue 1 Dec'. */
export const shortDayTitle = (date: string) => shortDayFormat().format(utc(date));

const weekdayFormat = utcFormat({ weekday: 'short' });
/** 'Mon' for ISO weekday 1: 2024-01-01 was a Monday. */
export const weekdayTitle = (weekday: number) => weekdayFormat().format(utc(`2024-01-0${weekday}`));

/** Empty cells before the 1st in a grid whose weeks start on Monday. */
export const leadingBlanks = (month: Month) => isoWeekday(`${month}-01`) - 1;
