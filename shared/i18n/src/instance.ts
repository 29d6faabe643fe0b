import { createInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { commonEn } from './common.en';

/**
 * The portal's one i18next instance. @portal/i18n is a Module Federation singleton, so the host
 * and every remote it loads use this same object (one language, one store of strings).
 *
 * It starts in English and stays there until the host applies the member's choice
 * (`applyPreferredLanguage`). A remote that runs under a host built before this layer bundles its
 * own copy of the package (the host provides none): nobody applies a language to that copy, so the
 * remote shows its English strings, which are the spec's words (ADR 0022).
 */
export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common: commonEn } } satisfies Resource,
  // Resources are in memory before init: no promise to wait for, the first render has its strings.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // A sentence's part may be empty in one language (the words after a link in English): '' is its
  // translation, not a missing key.
  returnEmptyString: true,
  // A namespace's Urdu arriving after the first render (a remote loaded later) re-renders its users.
  react: { useSuspense: false, bindI18nStore: 'added' },
});
