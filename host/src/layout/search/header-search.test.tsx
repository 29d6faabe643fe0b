import { configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, SEARCH_ERRORS } from '@portal/contracts';
import { BOOKING_ID, currentLocation, LISTING_ID, mockApi, renderWithProviders, searchReply } from '@portal/testing';

import { HeaderSearch } from './header-search';

const searchBox = () => screen.getByRole('combobox', { name: 'Search' });
const results = () => screen.getByRole('listbox', { name: 'Search results' });

/** A screen as wide (or narrow) as `wide` says, for the header's choice between box and icon. */
function screenWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({ matches: wide, media: query })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

// jsdom applies no media query: the header's box, shown from the md breakpoint up by CSS, counts
// as hidden here, so role queries here include hidden elements (the journeys see the real thing).
const { defaultHidden } = getConfig();
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden }));

describe('HeaderSearch', () => {
  it('shows the supplier’s results grouped under the box as they type, asked of the server', async () => {
    const calls = mockApi.search(searchReply());
    renderWithProviders(<HeaderSearch />, { route: paths.dashboard });

    await userEvent.click(screen.getByPlaceholderText('Search...'));
    await userEvent.keyboard('  Zainab ');

    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map(
        (group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Bookings', 'Listings', 'Support tickets', 'Messages']);
    expect(within(groups[0]!).getByRole('option', { name: /#1042 Zainab Qureshi/ })).toBeInTheDocument();
    expect(within(groups[1]!).getByRole('option', { name: /Fairy Meadows Trek/ })).toBeInTheDocument();
    expect(calls.last().query).toEqual({ q: 'Zainab' });
  });

  it('Ctrl+K focuses the box from anywhere; arrows pick a result and Enter opens its screen', async () => {
    mockApi.search(searchReply());
    renderWithProviders(<HeaderSearch />, { route: paths.dashboard });

    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(searchBox()).toHaveFocus());
    await userEvent.keyboard('zainab');
    await screen.findByRole('listbox', { name: 'Search results' });

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const listingOption = within(results()).getByRole('option', { name: /Fairy Meadows Trek/ });
    expect(listingOption).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', listingOption.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(within(results()).getByRole('option', { name: /#1042 Zainab Qureshi/ })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    expect(currentLocation()).toBe(paths.bookingInfo(BOOKING_ID));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps from the first result up to the last, and a click opens a result too', async () => {
    mockApi.search(searchReply());
    renderWithProviders(<HeaderSearch />, { route: paths.dashboard });
    await userEvent.click(screen.getByPlaceholderText('Search...'));
    await userEvent.keyboard('zainab');
    await screen.findByRole('listbox', { name: 'Search results' });

    await userEvent.keyboard('{ArrowUp}');
    expect(within(results()).getByRole('option', { name: /Zainab Qureshi.*Is pickup from Islamabad/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(results()).getByRole('option', { name: /Fairy Meadows Trek/ }));
    expect(currentLocation()).toBe(paths.listingEdit('trek', LISTING_ID));
  });

  it('asks nothing below the minimum length, and says when nothing matched', async () => {
    const calls = mockApi.search(searchReply({ bookings: [], listings: [], tickets: [], conversations: [] }));
    renderWithProviders(<HeaderSearch />, { route: paths.dashboard });
    await userEvent.click(screen.getByPlaceholderText('Search...'));
    await userEvent.keyboard('z');
    expect(await screen.findByText(SEARCH_ERRORS.tooShort)).toHaveAttribute('role', 'status');
    expect(calls.count).toBe(0);

    await userEvent.keyboard('qx');
    expect(await screen.findByText('No results for “zqx”.')).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(calls.last().query).toEqual({ q: 'zqx' });
  });

  it('Escape closes the results, a second Escape clears the box', async () => {
    mockApi.search(searchReply());
    renderWithProviders(<HeaderSearch />, { route: paths.dashboard });
    await userEvent.click(screen.getByPlaceholderText('Search...'));
    await userEvent.keyboard('zainab');
    await screen.findByRole('listbox', { name: 'Search results' });

    await userEvent.keyboard('{Escape}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(searchBox()).toHaveValue('zainab');
    await userEvent.keyboard('{Escape}');
    expect(searchBox()).toHaveValue('');
  });

  it('on a small screen, the icon (or Ctrl+K) opens the search over the page; a result closes it', async () => {
    screenWide(false);
    mockApi.search(searchReply());
    renderWithProviders(<HeaderSearch />, { route: paths.dashboard });

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    // Where the dialog puts the focus needs a layout (the 375px journey checks it): here, a tap.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard('zainab');
    await within(dialog).findByRole('listbox', { name: 'Search results' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(currentLocation()).toBe(paths.bookingInfo(BOOKING_ID));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });
});
