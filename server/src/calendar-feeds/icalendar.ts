/**
 * iCalendar (RFC 5545) text, written here rather than with a library: a feed of whole-day and
 * timed events needs only escaping, line folding and a handful of properties.
 */

/** When an event starts: a whole day (YYYYMMDD), or an instant in UTC (YYYYMMDDTHHMMSSZ). */
type EventStart = { date: string; endDate: string } | { utc: string; days: number };

export interface CalendarEvent {
  /** Stays the same while the event changes, so a subscribed calendar updates it in place. */
  uid: string;
  start: EventStart;
  summary: string;
  description: string;
}

/** RFC 5545 3.3.11: a TEXT value with backslashes, semicolons, commas and line breaks escaped, and no control characters. */
export function icalText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- RFC 5545 allows no control character but a tab in TEXT.
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '')
  );
}

/** RFC 5545 3.1: content lines are at most 75 octets. */
const LINE_OCTETS = 75;

/**
 * A content line folded as RFC 5545 3.1 asks: longer than 75 octets, it goes on after CRLF and a
 * space (which counts toward the next line's 75), and a UTF-8 character (an Urdu name) is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const room = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** 2026-11-27T22:11:16.123Z as iCalendar's UTC date-time: 20261127T221116Z. */
const icalInstant = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function startLines(start: EventStart): string[] {
  if ('date' in start) return [`DTSTART;VALUE=DATE:${start.date}`, `DTEND;VALUE=DATE:${start.endDate}`];
  // A timed departure of one day has no known end: it shows at its start time. Longer trips last their days.
  return [`DTSTART:${start.utc}`, ...(start.days > 1 ? [`DURATION:P${start.days}D`] : [])];
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...startLines(event.start),
    `SUMMARY:${icalText(event.summary)}`,
    `DESCRIPTION:${icalText(event.description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A whole calendar: its name, the time zone a calendar app may show it in, and its events, with CRLF line ends. */
export function icalendar(name: string, timeZone: string, events: readonly CalendarEvent[], now: Date): string {
  const stamp = icalInstant(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Supplier Portal//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
