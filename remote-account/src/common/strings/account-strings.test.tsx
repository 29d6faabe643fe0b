import { keysOf } from '@portal/i18n/testing';

import { accountEn } from './account.en';
import { accountUr } from './account.ur';

describe("remote-account's strings (My Profile, Team)", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(accountUr).sort()).toEqual(keysOf(accountEn).sort());
  });
});
