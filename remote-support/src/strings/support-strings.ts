import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { supportEn } from './support.en';

// Support's namespace, registered when the remote's code loads: English at once, Urdu fetched
// only when Urdu is on.
registerStrings('support', {
  en: supportEn,
  ur: () => import(/* webpackChunkName: "strings-support-ur" */ './support.ur').then((m) => m.supportUr),
});

/** Support's `t` in a component (re-rendered when the language changes). */
export const useSupportStrings = () => useStrings('support').t;

/** Support's `t` outside React (labels built by helpers during a render). */
export const supportText = () => stringsOf('support');
