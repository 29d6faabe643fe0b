/** Day arithmetic in UTC for the seed: dates as 'YYYY-MM-DD', instants as ISO strings. */

const DAY_MS = 86_400_000;

export const isoDate = (instant: Date): string => instant.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

/** The instant at hour:minute (UTC) of a date. */
export const at = (date: string, hour: number, minute = 0): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000);

export const addMinutes = (instant: Date, minutes: number): Date => new Date(instant.getTime() + minutes * 60_000);

/** The earlier of two instants: keeps generated times from landing after "now". */
export const notAfter = (instant: Date, limit: Date): Date => (instant.getTime() > limit.getTime() ? limit : instant);

export const monthOf = (date: string): number => Number(date.slice(5, 7));
