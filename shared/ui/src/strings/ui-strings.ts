import { registerStrings, useStrings } from '@portal/i18n';

import { uiEn } from './ui.en';

// @portal/ui's namespace, registered by the first component that needs its words: English in the
// first load, Urdu fetched only when Urdu is on.
registerStrings('ui', { en: uiEn, ur: () => import(/* webpackChunkName: "strings-ui-ur" */ './ui.ur').then((m) => m.uiUr) });

/** @portal/ui's `t` in a component (re-rendered when the language changes). */
export const useUiStrings = () => useStrings('ui').t;
