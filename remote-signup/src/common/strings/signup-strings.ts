import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { signupEn } from './signup.en';

// Sign-up's and the invitation's words: English in the remote's first load, Urdu fetched only when Urdu is on.
// Claimed before each use: another release of this remote may have registered since (ADR 0017).
const claim = registerStrings('signup', {
  en: signupEn,
  ur: () => import(/* webpackChunkName: "strings-signup-ur" */ './signup.ur').then((m) => m.signupUr),
});

/** The signup namespace's `t` in a component (re-rendered when the language changes). */
export const useSignupStrings = () => {
  claim?.();
  return useStrings('signup').t;
};

/** The signup namespace's `t` outside React (step titles, toasts in handlers). */
export const signupText = () => {
  claim?.();
  return stringsOf('signup');
};
