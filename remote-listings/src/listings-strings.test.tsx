import { screen } from '@testing-library/react';

import { paths, routePatterns } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { isPseudoLocalized, keysOf, switchToPseudoLocale } from '@portal/i18n/testing';
import {
  availabilityCalendar,
  availabilityDay,
  availabilityRules,
  LISTING_ID,
  listingRow,
  mockApi,
  renderAtRoute,
  renderWithProviders,
  resource,
  supplier,
} from '@portal/testing';

import { ListingAvailabilityPage } from './listing-availability/listing-availability-page';
import { ListingResourcesPage } from './listing-resources/listing-resources-page';
import { MyListingsPage } from './my-listings/my-listings-page';
import { listingsEn } from './strings/listings.en';
import { listingsUr } from './strings/listings.ur';

afterEach(() => applyLanguage('en'));

// Data stays as typed (titles, names, notes) and dates come from Intl: isolated, not words of the layer.
const DATA = 'bdi, [dir], time, option, input, [hidden], [aria-hidden="true"]';
// @portal/ui's pager has words of its own, translated and tested with @portal/ui.
const ELSEWHERE = `${DATA}, nav`;

const ownTexts = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
    .map((node) => node.textContent!);

/** An element's text without the data in it. */
function wordsAround(element: Element): string {
  const words = element.cloneNode(true) as Element;
  words.querySelectorAll(DATA).forEach((data) => data.remove());
  return words.textContent;
}

/**
 * The visible text and aria-labels outside data, that hold a letter. A sentence with data in it
 * (`⟦Délété <bdi>Jeeps</bdi>?⟧`) is read whole, so its brackets show it went through the layer.
 */
function textsOf(container: HTMLElement): string[] {
  const texts = [...container.querySelectorAll('*')]
    .filter((element) => !element.closest(ELSEWHERE))
    .flatMap((element) => ([...element.children].some((child) => child.matches('bdi, time')) ? [wordsAround(element)] : ownTexts(element)));
  const labels = [...container.querySelectorAll('[aria-label]')]
    .filter((element) => !element.closest('nav'))
    .map((element) => element.getAttribute('aria-label')!);
  return [...texts, ...labels].filter((text) => /\p{L}/u.test(text));
}

function mockScreens() {
  // A wide screen: the month as a grid (jsdom has no matchMedia).
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
  mockApi.getSupplier(supplier());
  mockApi.listMyListings({ rows: [listingRow()], total: 1 });
  mockApi.listResources([resource()]);
  mockApi.getAvailability(
    availabilityCalendar({
      today: '2026-11-23',
      days: [availabilityDay({ date: '2026-12-01', weekday: 2 })],
      from: '2026-12-01',
      to: '2026-12-01',
    }),
  );
  mockApi.getAvailabilityRules(availabilityRules());
  mockApi.getCalendarFeed({ url: `http://localhost:3000/api/v1/calendar/${'a'.repeat(64)}.ics` });
}

describe("the listings screens' strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(listingsUr).sort()).toEqual(keysOf(listingsEn).sort());
  });

  it('leaves no text of My Listings, availability or shared resources outside the layer (pseudo-locale)', async () => {
    mockScreens();
    await switchToPseudoLocale();
    const listings = renderAtRoute(paths.listings, { [paths.listings]: <MyListingsPage /> });
    await screen.findByText('Hunza Valley Tour');
    const found = textsOf(listings.container);
    listings.unmount();
    const availability = renderAtRoute(`${paths.listingAvailability(LISTING_ID)}?month=2026-12`, {
      [routePatterns.listingAvailability]: <ListingAvailabilityPage />,
    });
    await screen.findByRole('heading', { name: /Cáléñdár/ });
    await screen.findByRole('button', { name: /Sávé rúlés/ });
    found.push(...textsOf(availability.container));
    availability.unmount();
    const resources = renderWithProviders(<ListingResourcesPage />);
    await screen.findByRole('heading', { name: /Jeeps/ });
    found.push(...textsOf(resources.container));
    expect(found.filter((text) => !isPseudoLocalized(text))).toEqual([]);
  });

  it('shows My Listings in Urdu, the title isolated', async () => {
    mockScreens();
    await applyLanguage('ur');
    renderAtRoute(paths.listings, { [paths.listings]: <MyListingsPage /> });
    expect(await screen.findByRole('heading', { name: 'میری لسٹنگز' })).toBeInTheDocument();
    expect((await screen.findByText('Hunza Valley Tour')).tagName).toBe('BDI');
    expect(screen.getByRole('button', { name: 'Hunza Valley Tour کی کارروائیاں' })).toBeInTheDocument();
  });
});
