import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { templateIn } from '@portal/contracts';

import { noRoom } from '../availability/refusals';
import { HttpError, templated } from './errors';
import { clockValue, dateValue, instantValue, wordValue } from './message-values';

/** Templated server messages (issue 40): English exactly as before, Urdu from the catalogue's template. */
void describe('templated server messages', () => {
  void it('fills the English template as the server always said it, and the Urdu one in Urdu', () => {
    const said = templated('This booking departs on {date}; it can be checked in from that day.', { date: dateValue('2026-12-03') });
    assert.equal(said.english, 'This booking departs on 3 Dec 2026; it can be checked in from that day.');
    assert.equal(said.in('ur'), 'اس بکنگ کی روانگی 3 دسمبر، 2026 کو ہے؛ اسی دن سے چیک اِن کی جا سکتی ہے۔');
  });

  void it('formats an instant and a start time on Pakistan clock, in Urdu with its day periods', () => {
    const at = new Date('2026-12-03T04:12:00Z'); // 09:12 in Karachi
    assert.equal((instantValue(at) as (l: 'en' | 'ur') => string)('en'), '09:12 on 3 Dec 2026');
    assert.equal((instantValue(at) as (l: 'en' | 'ur') => string)('ur'), '3 دسمبر، 2026، 9:12 صبح');
    assert.equal((clockValue('09:00') as (l: 'en' | 'ur') => string)('ur'), '9:00 صبح');
    assert.equal((clockValue('15:00') as (l: 'en' | 'ur') => string)('en'), '15:00');
  });

  void it('isolates a name in Urdu only, and takes a word in each language', () => {
    assert.equal(
      templateIn('en', "Files must be sent in parts named '{field}'", { field: 'files' }),
      "Files must be sent in parts named 'files'",
    );
    assert.equal(
      templateIn('ur', "Files must be sent in parts named '{field}'", { field: 'files' }),
      "فائلیں '\u2068files\u2069' نام کے حصوں میں بھیجیں",
    );
    const status = wordValue({ en: 'pending', ur: 'زیرِ غور' });
    assert.equal(
      templateIn('en', 'Only a confirmed booking can be {action}; this one is {status}.', { action: 'checked in', status }),
      'Only a confirmed booking can be checked in; this one is pending.',
    );
  });

  void it('answers an HttpError in the language asked, field errors too, with the English unchanged', () => {
    const error = new HttpError(400, 'Validation failed', [
      { field: 'name', message: templated('{field} is required.', { field: 'name' }) },
    ]);
    assert.equal(error.message, 'Validation failed');
    assert.deepEqual(error.errors, [{ field: 'name', message: 'name is required.' }]);
    assert.deepEqual(error.replyIn('en'), { message: 'Validation failed', errors: [{ field: 'name', message: 'name is required.' }] });
    assert.deepEqual(error.replyIn('ur'), {
      message: 'معلومات درست نہیں',
      errors: [{ field: 'name', message: '\u2068name\u2069 درج کرنا ضروری ہے۔' }],
    });
  });

  void it('says an availability refusal in Urdu with the parts nested, English as the ISO dates it always had', () => {
    const refused = noRoom('2026-12-03', '09:00', 1, 2, 'people');
    assert.equal(refused.english, 'No room on 2026-12-03 at 09:00: 1 place left, 2 asked for.');
    assert.equal(refused.in('ur'), '3 دسمبر، 2026 کو 9:00 صبح گنجائش نہیں: 1 جگہ باقی، جبکہ 2 درکار ہیں۔');
  });
});
