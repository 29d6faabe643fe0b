import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type ListingType, paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { isPseudoLocalized, keysOf, switchToPseudoLocale } from '@portal/i18n/testing';
import { renderWithProviders } from '@portal/testing';

import { ListingWizardPage } from './listing-wizard/listing-wizard-page';
import { wizardEn } from './strings/wizard.en';
import { wizardUr } from './strings/wizard.ur';

afterEach(() => applyLanguage('en'));

/** The visible text of every element that holds text of its own, and every accessible name given by aria-label. */
function textsOf(container: HTMLElement): string[] {
  const texts = [...container.querySelectorAll('*:not(option)')].flatMap((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
      .map((node) => node.textContent!),
  );
  const labels = [...container.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title'].flatMap((name) => element.getAttribute(name) ?? []),
  );
  // A step's number ('3. ') is no word; text without a letter needs no words.
  return [...texts, ...labels].map((text) => text.replace(/^\d+\.\s*/, '')).filter((text) => /\p{L}/u.test(text));
}

/** The wizard's page and its dialogs (the test kit's own parts, the toaster, are not the wizard's). */
const wizardTexts = () =>
  [...document.body.querySelectorAll<HTMLElement>('section[aria-label], section[aria-labelledby], [role="dialog"]')].flatMap(textsOf);

/** Each text of a new listing's wizard, on every step and in the preview, that the pseudo-locale did not reach. */
async function untranslatedTextsOf(type: ListingType): Promise<string[]> {
  const user = userEvent.setup();
  renderWithProviders(<ListingWizardPage />, { route: paths.listingCreate(type) });
  const untranslated = new Set<string>();
  const collect = () =>
    wizardTexts()
      .filter((text) => !isPseudoLocalized(text))
      .forEach((text) => untranslated.add(text));
  for (const step of within(await screen.findByRole('navigation')).getAllByRole('button')) {
    await user.click(step);
    collect();
  }
  await user.click(screen.getByRole('button', { name: /^⟦Pré/ }));
  await screen.findByRole('dialog');
  collect();
  return [...untranslated];
}

describe("the wizards' strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(wizardUr).sort()).toEqual(keysOf(wizardEn).sort());
  });

  it.each(['tour', 'trek', 'activity', 'experience', 'bike_rental', 'car_rental', 'hotel', 'tour_guide'] as const)(
    'leaves no text of the %s wizard outside the layer, on any step or in the preview (pseudo-locale)',
    async (type) => {
      await switchToPseudoLocale();
      expect(await untranslatedTextsOf(type)).toEqual([]);
    },
  );

  it('shows the tour wizard in Urdu', async () => {
    await applyLanguage('ur');
    renderWithProviders(<ListingWizardPage />, { route: paths.listingCreate('tour') });
    expect(await screen.findByRole('heading', { name: 'نئی ٹور لسٹنگ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ٹور کی تصاویر اور بنیادی معلومات' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'مقامی سیاح' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'آگے' })).toBeInTheDocument();
  });
});
