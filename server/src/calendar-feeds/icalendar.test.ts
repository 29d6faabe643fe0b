import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { foldLine, icalendar, icalText } from './icalendar';

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in a TEXT value, and drops control characters', () => {
    assert.equal(icalText('Khan, Ali; \\ guide\nsecond\r\nthird\u0007'), 'Khan\\, Ali\\; \\\\ guide\\nsecond\\nthird');
  });

  it('folds a line over 75 octets without splitting a UTF-8 character, each line at most 75 octets', () => {
    const line = `DESCRIPTION:${'علی خان، '.repeat(12)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    assert.ok(lines.length > 2);
    for (const [i, part] of lines.entries()) {
      assert.ok(Buffer.byteLength(part) <= 75, `line ${i} has ${Buffer.byteLength(part)} octets`);
      if (i > 0) assert.ok(part.startsWith(' '));
    }
    // Unfolding (dropping each CRLF and the space after it) gives the line back, every character whole.
    assert.equal(folded.replace(/\r\n /g, ''), line);
    assert.equal(foldLine('SUMMARY:short'), 'SUMMARY:short');
  });

  it('writes a calendar with CRLF line ends, a whole-day and a timed event', () => {
    const text = icalendar(
      'Skardu, Tour',
      'Asia/Karachi',
      [
        { uid: 'a@x', start: { date: '20261201', endDate: '20261204' }, summary: 'Trek: 3 people', description: 'one\ntwo' },
        { uid: 'b@x', start: { utc: '20261201T050000Z', days: 1 }, summary: 'Tour', description: '' },
      ],
      new Date('2026-11-27T22:11:16.123Z'),
    );
    assert.ok(text.endsWith('END:VCALENDAR\r\n'));
    assert.equal(text.replace(/\r\n/g, '').includes('\n'), false);
    const lines = text.split('\r\n');
    assert.deepEqual(lines.slice(0, 2), ['BEGIN:VCALENDAR', 'VERSION:2.0']);
    assert.ok(lines.includes('X-WR-CALNAME:Skardu\\, Tour'));
    assert.ok(lines.includes('DTSTAMP:20261127T221116Z'));
    assert.ok(lines.includes('DTSTART;VALUE=DATE:20261201') && lines.includes('DTEND;VALUE=DATE:20261204'));
    assert.ok(lines.includes('DTSTART:20261201T050000Z'));
    assert.ok(lines.includes('DESCRIPTION:one\\ntwo'));
    assert.equal(lines.filter((l) => l === 'BEGIN:VEVENT').length, 2);
  });
});
