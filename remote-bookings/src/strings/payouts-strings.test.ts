import { keysOf } from '@portal/i18n/testing';

import { payoutsEn } from './payouts.en';
import { payoutsUr } from './payouts.ur';

describe("My Payouts', the statement's and My Reviews' strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(payoutsUr).sort()).toEqual(keysOf(payoutsEn).sort());
  });
});
