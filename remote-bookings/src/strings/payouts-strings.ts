import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { payoutsEn } from './payouts.en';

// My Payouts', the statement's and My Reviews' namespace: English in the remote's first load,
// Urdu fetched only when Urdu is on.
// Claimed before each use: another release of this remote may have registered since (ADR 0017).
const claim = registerStrings('payouts', {
  en: payoutsEn,
  ur: () => import(/* webpackChunkName: "strings-payouts-ur" */ './payouts.ur').then((m) => m.payoutsUr),
});

/** The namespace's `t` in a component (re-rendered when the language changes). */
export const usePayoutsStrings = () => {
  claim?.();
  return useStrings('payouts').t;
};

/** The namespace's `t` outside React (toasts of a mutation). */
export const payoutsText = () => {
  claim?.();
  return stringsOf('payouts');
};
