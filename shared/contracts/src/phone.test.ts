import * as v from 'valibot';

import { PHONE_MESSAGE, REQUIRED_MESSAGE } from '@portal/contracts';
import { formatPhone, OptionalPhoneNumberSchema, phoneForPicker, PhoneNumberSchema } from '@portal/contracts/phone';

const parse = (value: unknown) => v.safeParse(PhoneNumberSchema, value);
const messageOf = (value: unknown) => {
  const result = parse(value);
  return result.success ? null : result.issues[0].message;
};

describe('phone numbers', () => {
  it("takes E.164 and the picker's form alike, and answers E.164", () => {
    for (const written of ['+923001234567', '+92 3001234567', '+92 300 1234567', '+92 (300) 123-4567', ' +92 0300 1234567 ']) {
      expect(parse(written)).toMatchObject({ success: true, output: '+923001234567' });
    }
    expect(parse('+92 511234567')).toMatchObject({ success: true, output: '+92511234567' });
    expect(parse('+44 20 7946 0958')).toMatchObject({ success: true, output: '+442079460958' });
    expect(parse('+1 202 555 0143')).toMatchObject({ success: true, output: '+12025550143' });
  });

  it('refuses what is not a valid number of its country, with the form message', () => {
    for (const wrong of [
      '+92 30012345',
      '+92 300 12345678',
      '3001234567',
      '+92 3001234567 ext. 12',
      '+92 3001234567x',
      'call +923001234567',
      '+0 123456',
    ]) {
      expect(messageOf(wrong)).toBe(PHONE_MESSAGE);
    }
    expect(messageOf('')).toBe(REQUIRED_MESSAGE);
    expect(messageOf('   ')).toBe(REQUIRED_MESSAGE);
    expect(messageOf(923001234567)).toBe(REQUIRED_MESSAGE);
  });

  it('lets an optional number be cleared, and checks it when given', () => {
    expect(v.parse(OptionalPhoneNumberSchema, '  ')).toBeNull();
    expect(v.parse(OptionalPhoneNumberSchema, '+92 51 2874410')).toBe('+92512874410');
    expect(v.safeParse(OptionalPhoneNumberSchema, '+92 12').success).toBe(false);
  });

  it('shows a stored number in international format, and anything else as stored', () => {
    expect(formatPhone('+923001234567')).toBe('+92 300 1234567');
    expect(formatPhone('+12025550143')).toBe('+1 202 555 0143');
    expect(formatPhone('0300-CALL-ME')).toBe('0300-CALL-ME');
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone('')).toBeNull();
  });

  it("gives the phone field a stored number as '+code number' with its country", () => {
    expect(phoneForPicker('+923001234567')).toEqual({ value: '+92 3001234567', country: 'Pakistan' });
    // Canada and the United States share +1: the number says which.
    expect(phoneForPicker('+16135550143')).toEqual({ value: '+1 6135550143', country: 'Canada' });
    expect(phoneForPicker(null)).toEqual({ value: '', country: undefined });
  });
});

describe('the main entry of @portal/contracts', () => {
  it('does not load libphonenumber-js: only pages with a phone do', () => {
    jest.isolateModules(() => {
      jest.doMock('libphonenumber-js/min', () => {
        throw new Error('libphonenumber-js was loaded by the main entry');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(() => require('./index') as unknown).not.toThrow();
    });
  });
});
