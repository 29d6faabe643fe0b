import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { hostEn } from './host.en';

// The host's namespace, registered by the first module that needs its words: English in the
// first load, Urdu fetched only when Urdu is on.
registerStrings('host', { en: hostEn, ur: () => import(/* webpackChunkName: "strings-host-ur" */ './host.ur').then((m) => m.hostUr) });

/** The host's `t` in a component (re-rendered when the language changes). */
export const useHostStrings = () => useStrings('host').t;

/** The host's `t` outside React. */
export const hostText = () => stringsOf('host');
