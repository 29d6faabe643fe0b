import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what every screen must meet. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What axe finds against WCAG 2.2 AA, of any impact, on the page as it is now (or the part named), as 'rule: element' lines. */
export async function axeViolations(page: Page, part?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_AA);
  const { violations } = await (part ? axe.include(part) : axe).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** The page as it stands (or the part named) passes axe-core's WCAG 2.2 AA rules. */
export async function expectAccessible(page: Page, part?: string): Promise<void> {
  expect(await axeViolations(page, part), `axe on ${page.url()}`).toEqual([]);
}
