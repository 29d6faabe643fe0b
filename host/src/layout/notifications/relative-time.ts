import { currentLocale } from '@portal/i18n';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago `iso` was, in its largest whole unit ("5 minutes ago", "yesterday"); under a minute, "now". */
export function relativeTime(iso: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return unit === 'second' ? format.format(0, 'second') : format.format(Math.trunc(seconds / size), unit);
}
