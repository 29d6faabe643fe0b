import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { supportEn } from './support.en';

// Support's namespace, registered when the remote's code loads: English at once, Urdu fetched
// only when Urdu is on.
// Claimed before each use: another release of this remote may have registered since (ADR 0017).
const claim = registerStrings('support', {
  en: supportEn,
  ur: () => import(/* webpackChunkName: "strings-support-ur" */ './support.ur').then((m) => m.supportUr),
});

/** Support's `t` in a component (re-rendered when the language changes). */
export const useSupportStrings = () => {
  claim?.();
  return useStrings('support').t;
};

/** Support's `t` outside React (labels built by helpers during a render). */
export const supportText = () => {
  claim?.();
  return stringsOf('support');
};
