import * as v from 'valibot';

/**
 * Calendar dates ('YYYY-MM-DD') and times of day ('HH:MM') of availability. Dates are days of the
 * marketplace's calendar (Pakistan); the arithmetic here is on the calendar alone, so it needs no
 * time zone: the server decides which day is today there.
 */

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Availability covers the years a person could plan for; older or later dates are mistakes. */
const FIRST_AVAILABILITY_YEAR = 2000;
const LAST_AVAILABILITY_YEAR = 2099;
/** The first and last dates of those years: the bounds a date picker offers. */
export const AVAILABILITY_DATE_BOUNDS = { min: `${FIRST_AVAILABILITY_YEAR}-01-01`, max: `${LAST_AVAILABILITY_YEAR}-12-31` } as const;

/** Whether text is a real date of those years ('2026-02-30' is not). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < FIRST_AVAILABILITY_YEAR || year > LAST_AVAILABILITY_YEAR) return false;
  return new Date(Date.UTC(year, Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === text;
}

/** A date field: a real date, YYYY-MM-DD (declared `format: date` in the OpenAPI document). */
export const dateField = (label: string) =>
  v.pipe(
    v.string(`${label} must be a date (YYYY-MM-DD).`),
    v.metadata({ format: 'date' }),
    v.check(isCalendarDate, `${label} must be a real date (YYYY-MM-DD) between ${FIRST_AVAILABILITY_YEAR} and ${LAST_AVAILABILITY_YEAR}.`),
  );

const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A time of day on the 24-hour clock, read as 'H:MM' or 'HH:MM' and kept as 'HH:MM'. */
export const timeField = (label: string) =>
  v.pipe(
    v.string(`${label} must be a time (HH:MM).`),
    v.trim(),
    v.regex(TIME_PATTERN, `${label} must be a time on the 24-hour clock (HH:MM).`),
    v.transform((text) => text.padStart(5, '0')),
  );

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The date `days` after (or before) a date. */
export const addDays = (date: string, days: number): string => new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (0 for the same date, negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round(dayNumber(to) - dayNumber(from));

/** ISO weekday of a date: 1 Monday to 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));
}
