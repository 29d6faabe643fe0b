import { useMemo } from 'react';

import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { wizardEn } from './wizard.en';

// The wizards' namespace, registered when the wizard's code loads: English at once, Urdu fetched
// only when Urdu is on.
// Claimed before each use: another release of this remote may have registered since (ADR 0017).
const claim = registerStrings('wizard', {
  en: wizardEn,
  ur: () => import(/* webpackChunkName: "strings-wizard-ur" */ './wizard.ur').then((m) => m.wizardUr),
});

export type Say = (english: string) => string;

/** Each English text of the namespace to its key ('Tour type' -> 'basics.tourType'). */
const keyOfEnglish = new Map<string, string>();
(function index(strings: object, prefix: string) {
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === 'string') keyOfEnglish.set(value, `${prefix}${key}`);
    else index(value as object, `${prefix}${key}.`);
  }
})(wizardEn, '');

/**
 * `say` of a `t`: the wizards' definitions keep the spec's English as data (step titles, labels,
 * messages); a screen says each in the current language by its English. Text that is not one of
 * the namespace's stays as it is (a listing's own data), and the pseudo-locale test finds any
 * word of the wizards' that was left out.
 */
const sayWith =
  (t: (key: string) => string): Say =>
  (english) => {
    const key = keyOfEnglish.get(english);
    return key === undefined ? english : t(key);
  };

/** The wizards' `t` and `say` in a component (re-rendered when the language changes). */
export function useWizardStrings() {
  claim?.();
  const { t } = useStrings('wizard');
  // The same `say` until the language changes, so what is built from it (the steps) stays put.
  const say = useMemo(() => sayWith(t as unknown as (key: string) => string), [t]);
  return { t, say };
}

/** The wizards' `t` and `say` outside React (toasts of a submit). */
export function wizardText() {
  claim?.();
  const t = stringsOf('wizard');
  return { t, say: sayWith(t as unknown as (key: string) => string) };
}

/** A choice list of the spec's English values, each shown in the current language. */
export const sayChoices = <T extends string>(say: Say, values: readonly T[]) => values.map((value) => ({ value, label: say(value) }));
