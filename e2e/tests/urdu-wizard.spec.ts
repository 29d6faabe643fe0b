import type { Page } from '@playwright/test';

import { type ListingType, paths } from '@portal/contracts';

import { wizardEn } from '../../remote-listings/src/strings/wizard.en';
import { wizardUr } from '../../remote-listings/src/strings/wizard.ur';
import { formsWizardEn } from '../../shared/forms/src/strings/forms-wizard.en';
import { formsWizardUr } from '../../shared/forms/src/strings/forms-wizard.ur';
import { expect, signIn, test, tick } from './fixtures';
import { freshSupplier } from './fresh-supplier';
import { expectUrduScreenShot, switchToUrdu } from './urdu';

/**
 * A tour listing made through its wizard in Urdu, step by step, by a fresh supplier (issue 40), and
 * the first step of every other wizard in Urdu at a phone's width. The words are the wizard's own
 * (its namespaces), found by their English as the wizard's `say` finds them.
 */
/** Each English text of the namespaces to its Urdu, the last of equal texts winning as in `say`. */
function urduOf(pairs: [object, object][]): (english: string) => string {
  const urdu = new Map<string, string>();
  const index = (en: object, ur: object) => {
    for (const [key, value] of Object.entries(en) as [string, unknown][]) {
      const translated = (ur as Record<string, unknown>)[key];
      if (typeof value === 'string' && typeof translated === 'string') urdu.set(value, translated);
      else if (typeof value === 'object' && value && typeof translated === 'object' && translated) index(value, translated);
    }
  };
  for (const [en, ur] of pairs) index(en, ur);
  return (english) => {
    const found = urdu.get(english);
    if (found === undefined) throw new Error(`No Urdu for "${english}" in the wizard's namespaces`);
    return found;
  };
}
const say = urduOf([
  [formsWizardEn, formsWizardUr],
  [wizardEn, wizardUr],
]);

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const label = (page: Page, english: string) => page.getByLabel(new RegExp(`^${say(english)}`)).first();
const heading = (page: Page, english: string) => expect(page.getByRole('heading', { name: say(english), level: 2 })).toBeVisible();
const next = (page: Page) => page.getByRole('button', { name: say('Next'), exact: true }).click();

test('a tour listing made through its wizard in Urdu at 1366 px, then found in My Listings', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, await freshSupplier(request));
  await switchToUrdu(page);
  const title = `Shandur Polo Tour ${Date.now()}`;

  await page.goto(paths.listingCreate('tour'));
  await heading(page, 'Tour Media & Basics');
  await page.locator('input[type="file"]').setInputFiles({ name: 'polo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(say('Cover photo')).first()).toBeVisible();
  await tick(page, say('English'));
  await label(page, 'Starts in').fill('Gilgit');
  await label(page, 'Minimum age').selectOption({ label: '5' });
  await label(page, 'Maximum age').selectOption({ label: '18' });
  await expectUrduScreenShot(page, 'wizard-tour-basics', 1366);
  await next(page);

  await heading(page, 'Title & Overview');
  await label(page, 'Title').fill(title);
  await label(page, 'Overview').fill('Three days at the polo festival on the Shandur Pass. Free cancellation up to 48 hours before.');
  await expectUrduScreenShot(page, 'wizard-tour-title', 1366);
  for (let step = 0; step < 8; step += 1) {
    await next(page);
    if (await page.getByRole('heading', { name: say('Pricing & Add Ons'), level: 2 }).isVisible()) break;
    const place = page.getByRole('textbox', { name: new RegExp(`^${say('Destination')} 1`) });
    if (await place.isVisible()) await place.fill('Hunza');
    const entry = page.getByRole('group', { name: `${say('Itinerary entry')} 1` });
    if (await entry.isVisible()) await entry.getByLabel(new RegExp(`^${say('Title')}`)).fill('Gilgit');
    const question = page.getByRole('group', { name: `${say('FAQ')} 1` });
    if (await question.isVisible()) {
      await question.getByLabel(new RegExp(`^${say('Question')}`)).fill('Is lunch included?');
      await question.getByLabel(new RegExp(`^${say('Answer')}`)).fill('Yes, a local lunch.');
    }
    await expectUrduScreenShot(page, `wizard-tour-step-${step + 3}`, 1366);
  }
  await heading(page, 'Pricing & Add Ons');
  await page.getByRole('textbox', { name: new RegExp(`^${say('Base price (per person)').replace(/[()]/g, '\\$&')}`) }).fill('45,000');
  await expectUrduScreenShot(page, 'wizard-tour-pricing', 1366);
  await next(page);
  await heading(page, 'Important Information');
  await expectUrduScreenShot(page, 'wizard-tour-important', 1366);
  await page.getByRole('button', { name: say('Submit Tour') }).click();
  await expect(page.getByRole('link', { name: say('Go to Home') })).toBeVisible();
  await expectUrduScreenShot(page, 'wizard-tour-submitted', 1366);

  await page.goto(paths.listings);
  await expect(page.getByRole('table').getByText(title, { exact: true })).toBeVisible();
});

test('the first step of every other wizard in Urdu at 375 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, await freshSupplier(request));
  await switchToUrdu(page);
  const firstSteps: [ListingType, string][] = [
    ['trek', 'Trek Media & Basics'],
    ['activity', 'Activity Media & Basics'],
    ['experience', 'About the Experience'],
    ['bike_rental', 'About the bike'],
    ['car_rental', 'About the car'],
    ['hotel', 'About the room'],
    ['tour_guide', 'About the guide'],
  ];
  for (const [type, step] of firstSteps) {
    await page.goto(paths.listingCreate(type));
    await heading(page, step);
    await expectUrduScreenShot(page, `wizard-${type}-first`, 375);
  }
});
