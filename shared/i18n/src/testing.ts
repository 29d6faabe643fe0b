// The pseudo-locale, for tests only (no build registers it): every string of every registered
// namespace accented and bracketed, so text that bypasses the layer stands out unbracketed.
import { i18n } from './instance';
import { registeredNamespaces } from './strings';

export { keysOf } from './every-key';

export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', n: 'ñ', c: 'ç' };

/** `Sign in` -> `⟦Síǵñ íñ⟧`; `{{name}}` placeholders kept as they are. */
export const pseudoLocalize = (text: string): string =>
  `⟦${text
    .split(/(\{\{[^}]*\}\})/)
    .map((part) => (part.startsWith('{{') ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('')}⟧`;

const pseudoOf = (value: unknown): unknown =>
  typeof value === 'string'
    ? pseudoLocalize(value)
    : Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, pseudoOf(inner)]));

/** Whether a visible text went through the layer in the pseudo-locale. */
export const isPseudoLocalized = (text: string): boolean => /^⟦[\s\S]*⟧$/.test(text.trim());

/** Switches the shared instance to the pseudo-locale, built from the English of every namespace. */
export async function switchToPseudoLocale(): Promise<void> {
  for (const namespace of registeredNamespaces()) {
    i18n.addResourceBundle(PSEUDO_LOCALE, namespace, pseudoOf(i18n.getResourceBundle('en', namespace)) as object, true, true);
  }
  await i18n.changeLanguage(PSEUDO_LOCALE);
}
