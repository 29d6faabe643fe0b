import { addDays, MARKETPLACE_TIME_ZONE } from '@portal/contracts';

/**
 * Instants of Pakistan's wall clock, where every slot starts and every day ends. The offset comes
 * from the time zone database (Asia/Karachi), not a constant: Pakistan kept summer time in 2008-9.
 */
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: MARKETPLACE_TIME_ZONE, timeZoneName: 'longOffset' });
const offsets = new Map<number, number>();
const HOUR_MS = 3_600_000;

/** Minutes the zone is ahead of UTC at an instant (cached per hour: the offset changes at most on the hour). */
function offsetMinutes(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const name = offsetFormat.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The instant the wall clock in Pakistan shows `time` ('HH:MM') on `date`. */
export function pakistanInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(guess) * 60_000);
}

/** The instant a day ends in Pakistan: midnight that starts the next day. */
export const dayEnd = (date: string): Date => pakistanInstant(addDays(date, 1), '00:00');
