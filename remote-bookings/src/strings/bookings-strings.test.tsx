import { keysOf } from '@portal/i18n/testing';

import { bookingsEn } from './bookings.en';
import { bookingsUr } from './bookings.ur';

describe("the booking screens' strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(bookingsUr).sort()).toEqual(keysOf(bookingsEn).sort());
  });
});
