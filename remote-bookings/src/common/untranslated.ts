import { isPseudoLocalized } from '@portal/i18n/testing';

/**
 * For the pseudo-locale tests: the visible texts and accessible names of `container` that did not
 * go through the layer, outside the data a member or customer typed (in <bdi> or under a `dir`).
 */
export function untranslatedTexts(container: HTMLElement = document.body): string[] {
  const isData = (element: Element) => element.closest('bdi, [dir]') !== null;
  const elements = [...container.querySelectorAll('*')].filter((element) => !isData(element));
  const texts = elements.flatMap((element) =>
    [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!),
  );
  const labels = elements.filter((element) => element.hasAttribute('aria-label')).map((element) => element.getAttribute('aria-label')!);
  // Text without a letter (a separator, a number, a date's digits) needs no words.
  return [...texts, ...labels].filter((text) => /\p{L}/u.test(text) && !isPseudoLocalized(text));
}
