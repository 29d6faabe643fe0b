// @portal/i18n: the portal's one i18n layer, a Module Federation singleton (ADR 0022).
import { commonEn } from './common.en';
// Brings i18next's typed namespaces into every program that imports this package.
import type {} from './resources';
import { registerStrings } from './strings';

export { i18n } from './instance';
export {
  applyLanguage,
  applyPreferredLanguage,
  browserLanguage,
  chooseLanguage,
  currentLanguage,
  currentLocale,
  preferredLanguage,
  storedLanguage,
  useLanguage,
} from './language-choice';
export { isLanguage, isRightToLeft, type Language, LANGUAGE_NAMES, LANGUAGES, LOCALES } from './languages';
export { messageText } from './messages';
export { registerStrings, type StringsClaim, stringsLoaded, stringsOf, type Translation, useStrings } from './strings';
export { keepPlaceholders, WithData } from './with-data';

/**
 * The portal's namespaces and their English strings' types, for typed keys. The owner of a
 * namespace adds it by declaration merging, importing nothing but this package:
 * `declare module '@portal/i18n' { interface PortalNamespaces { host: typeof hostEn } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PortalNamespaces {}

registerStrings('common', {
  en: commonEn,
  ur: () => import(/* webpackChunkName: "strings-common-ur" */ './common.ur').then((m) => m.commonUr),
});
