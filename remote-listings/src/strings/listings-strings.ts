import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { listingsEn } from './listings.en';

// remote-listings' namespace outside the wizards, registered when the remote's code loads: English
// at once, Urdu fetched only when Urdu is on.
// Claimed before each use: another release of this remote may have registered since (ADR 0017).
const claim = registerStrings('listings', {
  en: listingsEn,
  ur: () => import(/* webpackChunkName: "strings-listings-ur" */ './listings.ur').then((m) => m.listingsUr),
});

/** The listings screens' `t` in a component (re-rendered when the language changes). */
export const useListingsStrings = () => {
  claim?.();
  return useStrings('listings').t;
};

/** The listings screens' `t` outside React (toasts, words built in helpers). */
export const listingsText = () => {
  claim?.();
  return stringsOf('listings');
};
