import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { accountEn } from './account.en';

// My Profile's and Team's words: English in the remote's first load, Urdu fetched only when Urdu is on.
// Claimed before each use: another release of this remote may have registered since (ADR 0017).
const claim = registerStrings('account', {
  en: accountEn,
  ur: () => import(/* webpackChunkName: "strings-account-ur" */ './account.ur').then((m) => m.accountUr),
});

/** The account namespace's `t` in a component (re-rendered when the language changes). */
export const useAccountStrings = () => {
  claim?.();
  return useStrings('account').t;
};

/** The account namespace's `t` outside React (labels built by helpers, messages in handlers). */
export const accountText = () => {
  claim?.();
  return stringsOf('account');
};
