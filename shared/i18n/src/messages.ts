import { i18n } from './instance';
import { currentLanguage } from './language-choice';
import type { Language } from './languages';
import { registerStrings } from './strings';

// The schemas' and the server's messages, keyed by their English (@portal/contracts' catalogue,
// which the server reads whole): fetched with the language, so an English page downloads none of it.
const NAMESPACE = 'messages';
registerStrings(NAMESPACE, {
  en: {},
  ur: () => import(/* webpackChunkName: "strings-messages-ur" */ '@portal/contracts/urdu').then((m) => m.URDU_MESSAGES),
});

/** A schema's or the server's English message in `language` (the member's by default): its translation, else the English as sent. */
export const messageText = (english: string, language: Language = currentLanguage()): string =>
  (i18n.getResourceBundle(language, NAMESPACE) as Record<string, string> | undefined)?.[english] ?? english;
