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

/**
 * What is not a namespace's words on a screen: data isolated for bidi (a name, a title), the
 * options of a select (often data), what is hidden, @portal/ui's pagination (tested there) and the tests' own location.
 */
const NOT_WORDS = 'bdi, [dir], option, [aria-hidden="true"], nav, [data-testid="location"]';

/** What the @portal/ui formatters write: 'Rs 12,500', 'PKR 1,200', '5 Mar 2026', '5 Mar 2026, 10:00'. */
const FORMATTED = /^[-+\s·]*(Rs|PKR) [\d,]+$|\d{1,2} \w{3} \d{4}/;

/**
 * The texts with a letter and the accessible names (aria-label, placeholder) in `container` that
 * did not go through the layer in the pseudo-locale: the words a screen left in English.
 */
export function untranslatedTexts(container: HTMLElement): string[] {
  const outside = [...container.querySelectorAll('*')].filter((element) => !element.closest(NOT_WORDS));
  const texts = outside.flatMap((element) => {
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!);
    // A sentence with data in it ('Welcome, <bdi>name</bdi>') is one text around its <bdi>s.
    return [...element.children].some((child) => child.tagName === 'BDI') ? [own.join('')] : own;
  });
  const names = outside.flatMap((element) => ['aria-label', 'placeholder'].map((name) => element.getAttribute(name) ?? ''));
  // A separator written before a word (' · confirmed') is not a word.
  const words = (text: string) => text.trim().replace(/^[·,:;-]\s*/, '');
  return [...texts, ...names].filter((text) => /\p{L}/u.test(text) && !FORMATTED.test(text.trim()) && !isPseudoLocalized(words(text)));
}
