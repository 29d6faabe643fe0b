import { isPseudoLocalized } from '@portal/i18n/testing';

import { supportEn } from '../strings/support.en';

/** Every English string of the namespace, so a leftover of this part can be told from the shared components' words. */
const english = new Set(
  (function strings(value: object): string[] {
    return Object.values(value).flatMap((inner: unknown) => (typeof inner === 'string' ? [inner] : strings(inner as object)));
  })(supportEn),
);

/**
 * For the pseudo-locale tests: the texts and accessible names outside data (<bdi>, dir) that are
 * words of the `support` namespace shown without going through the layer.
 */
export function leftoversIn(container: HTMLElement): string[] {
  const own = [...container.querySelectorAll('*')]
    .filter((element) => !element.closest('bdi, [dir]'))
    .flatMap((element) =>
      [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!.trim()),
    );
  const names = [...container.querySelectorAll('[aria-label], [placeholder]')].flatMap((element) =>
    ['aria-label', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [...own, ...names].filter((text) => english.has(text) && !isPseudoLocalized(text));
}
