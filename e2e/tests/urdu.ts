import { expect, type Page } from '@playwright/test';

import { expectAccessible } from './axe';

/**
 * The Urdu sweep's checks (issue 40). The rule for "left in English": in Urdu, a visible word of
 * two Latin letters or more must sit inside data that is isolated for bidi — `<bdi>`, an element
 * with `dir` (`auto` or `ltr`), or `translate="no"` (a listing's title, a customer's name, an
 * e-mail, an IBAN, a booking's reference) — or inside a form control (what the member typed).
 * Anything else is a string that bypassed the i18n layer. So one check proves both: the words are
 * translated, and mixed text stays readable.
 */
const DATA = 'bdi, [dir], [translate="no"], input, textarea, select, option, [aria-hidden="true"], script, style, noscript';

/** The page in Urdu from its next load on (what the language switch remembers in the browser). */
export async function switchToUrdu(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('portal.language', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
}

/** Words in Latin letters outside isolated data, in the visible text and the accessible names of `selector`. */
export async function englishWordsIn(page: Page, selector = 'body'): Promise<string[]> {
  return page.locator(selector).evaluateAll((parts, data) => {
    const words = (text: string | null) => text?.match(/[A-Za-z]{2,}/g) ?? [];
    // <html dir="rtl"> is not data: only elements inside the part count.
    const isData = (element: Element | null, part: Element) => {
      const found = element?.closest(data);
      return !!found && found !== part.ownerDocument.documentElement && part.contains(found);
    };
    const visible = (element: Element) => (element as HTMLElement).checkVisibility?.() ?? true;
    return parts.flatMap((part) => {
      const found: string[] = [];
      const walker = part.ownerDocument.createTreeWalker(part, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && visible(parent) && !isData(parent, part)) found.push(...words(node.textContent));
      }
      // The words of the isolated data on the screen: a name that repeats them ('Sign out Chrome on
      // Windows') names data; a control that declares its direction (dir="ltr") shows an example of data.
      const dataWords = new Set(
        [...part.querySelectorAll(data)].filter((element) => part.contains(element)).flatMap((element) => words(element.textContent)),
      );
      for (const element of part.querySelectorAll('[aria-label], [placeholder], [title]')) {
        if (!visible(element) || isData(element.parentElement, part)) continue;
        if (element.matches('input[dir], textarea[dir]') && element.getAttribute('placeholder') !== null) {
          found.push(...words(element.getAttribute('aria-label')), ...words(element.getAttribute('title')));
          continue;
        }
        for (const name of ['aria-label', 'placeholder', 'title'])
          found.push(...words(element.getAttribute(name)).filter((word) => name === 'placeholder' || !dataWords.has(word)));
      }
      return found;
    });
  }, DATA);
}

/** In Urdu, right to left, no English outside data, and axe clean. */
export async function expectUrduScreen(page: Page, selector = 'body'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await englishWordsIn(page, selector)).toEqual([]);
  await expectAccessible(page);
}

/** `expectUrduScreen` on the page's own part (`main`), then the screenshot a person looks at: test-results/urdu/<screen>-<width>.png. */
export async function expectUrduScreenShot(page: Page, screen: string, width: number): Promise<void> {
  await expectUrduScreen(page, 'main');
  await page.screenshot({ path: `test-results/urdu/${screen}-${width}.png`, fullPage: true });
}
