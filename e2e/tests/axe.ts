import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what every screen must meet. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Waits for the page's finite animations (a drawer sliding, a dialog or toast fading in or out):
 * colours are measured as they settle, not half-way. Endless ones (a spinner, a skeleton) do not end.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** What axe finds against WCAG 2.2 AA, of any impact, on the page as it is now (or the part named), as 'rule: element' lines. */
export async function axeViolations(page: Page, part?: string): Promise<string[]> {
  await animationsDone(page);
  const axe = new AxeBuilder({ page }).withTags(WCAG_AA);
  const { violations } = await (part ? axe.include(part) : axe).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** The page as it stands (or the part named) passes axe-core's WCAG 2.2 AA rules. */
export async function expectAccessible(page: Page, part?: string): Promise<void> {
  expect(await axeViolations(page, part), `axe on ${page.url()}`).toEqual([]);
}
