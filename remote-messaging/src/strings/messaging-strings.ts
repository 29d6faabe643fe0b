import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { messagingEn } from './messaging.en';

// The inbox's namespace, registered when the remote's code loads: English at once, Urdu fetched
// only when Urdu is on.
// Claimed before each use: another release of this remote may have registered since (ADR 0017).
const claim = registerStrings('messaging', {
  en: messagingEn,
  ur: () => import(/* webpackChunkName: "strings-messaging-ur" */ './messaging.ur').then((m) => m.messagingUr),
});

/** The inbox's `t` in a component (re-rendered when the language changes). */
export const useMessagingStrings = () => {
  claim?.();
  return useStrings('messaging').t;
};

/** The inbox's `t` outside React (labels built by helpers during a render). */
export const messagingText = () => {
  claim?.();
  return stringsOf('messaging');
};
