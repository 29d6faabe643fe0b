import { MARKETPLACE_TIME_ZONE } from '@portal/contracts';

/** The marketplace works in Pakistan time: a trip on date D is upcoming until D ends there. */
const pakistan = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of an instant in Pakistan time. */
export const karachiDate = (instant: Date): string => pakistan.format(instant);

/** How long a computed date is reused: formatting a date in a time zone is costly on a busy path. */
const TODAY_REUSE_MS = 1000;
let today = { date: '', computedAt: -Infinity };

/** Today's date in Pakistan (YYYY-MM-DD), at most TODAY_REUSE_MS old. */
export function karachiToday(): string {
  const now = Date.now();
  if (now - today.computedAt >= TODAY_REUSE_MS) today = { date: karachiDate(new Date(now)), computedAt: now };
  return today.date;
}

const pakistanTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: MARKETPLACE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** HH:mm of an instant in Pakistan time. */
export const karachiTime = (instant: Date): string => pakistanTime.format(instant);
