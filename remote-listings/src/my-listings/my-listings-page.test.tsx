import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LISTING_ERRORS, paths, routePatterns } from '@portal/contracts';
import {
  apiFailure,
  captureDownloads,
  currentLocation,
  editLog,
  inTurn,
  listing,
  LISTING_ID,
  listingRow,
  mockApi,
  type MockCalls,
  NETWORK_ERROR,
  renderAtRoute,
  supplier,
} from '@portal/testing';

import { MyListingsPage } from './my-listings-page';

const renderAt = (url: string) =>
  renderAtRoute(url, {
    [paths.listings]: <MyListingsPage />,
    [routePatterns.listingAvailability]: <p>Availability</p>,
    '/listingtour/edit/:listingId': <p>Tour wizard</p>,
  });
let list: MockCalls<'listMyListings'>;
const lastQuery = () => list.last().query;
const TREK_ID = '9d8c7b6a-0000-4000-8000-0000000000c4';
const trekRow = listingRow({
  listing_id: TREK_ID,
  listing_type: 'trek',
  title: 'Fairy Meadows Trek',
  price: 1_250_000,
  status: 'pending_review',
  bookings: 0,
  group_type: 'private',
  audience: 'international',
});

/** A menu takes items once it is open (the items are drawn a moment before). */
async function openMenu(name?: string) {
  const menu = await screen.findByRole('menu', name ? { name } : {});
  await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
  // A person presses keys once the menu has the focus: zag moves it there (and starts listening
  // for Escape) a frame after opening, which a loaded machine can delay past the line above.
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  return menu;
}

/**
 * Opens the row of `title` and chooses `action` in its menu. The item is reached by keyboard: zag's
 * menu highlights an item under the pointer only once it knows a pointer is in use, which jsdom's
 * events do not tell it reliably (the e2e journey uses the mouse).
 */
async function choose(title: string, action: string) {
  (await screen.findByText(title)).closest('tr')!.focus();
  await userEvent.keyboard('{Enter}');
  const item = within(await openMenu(`Actions for ${title}`)).getByRole('menuitem', { name: action });
  while (!item.hasAttribute('data-highlighted')) await userEvent.keyboard('{ArrowDown}');
  // Chosen by a click: an Enter would go on to press the first button of the dialog it opens.
  await userEvent.click(item);
}
describe('My Listings', () => {
  beforeEach(() => mockApi.getSupplier(supplier()));

  it('shows the loading text, then the rows with the spec columns, labels and colours', async () => {
    list = mockApi.listMyListings({
      rows: [listingRow(), trekRow, listingRow({ listing_id: 'x1', status: 'rejected', title: 'Old tour', group_type: null })],
      total: 23,
    });
    renderAt('/listings');
    expect(screen.getByRole('heading', { name: 'My Listings' })).toBeInTheDocument();
    expect(screen.getByText('Loading listings...')).toBeInTheDocument();
    await screen.findByText('Hunza Valley Tour');
    const [header, first, second, third] = within(screen.getByRole('table', { name: 'Listings' })).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Created on', 'Listing/Type', 'Title', 'Type/Group', 'Bookings', 'Price', 'Status', 'Actions']);
    expect(
      within(first!)
        .getAllByRole('cell')
        // What a person sees: a cell's hidden accessible names (aria-labelledby) are not on screen.
        .map((cell) => {
          const shown = cell.cloneNode(true) as HTMLElement;
          shown.querySelectorAll('[hidden]').forEach((hidden) => hidden.remove());
          return shown.textContent;
        }),
    ).toEqual(['L3f2b7', '14 March 202614:05', 'Tour', 'Hunza Valley Tour', 'Group', '12', 'Rs 45,000', 'Live', 'Actions']);
    expect(within(second!).getByText('Rs 1,250,000')).toBeInTheDocument();
    expect(within(second!).getByText('Private')).toBeInTheDocument();
    expect(within(first!).getByText('Live')).toHaveStyle({ color: 'var(--chakra-colors-green-fg)' });
    expect(within(second!).getByText('Under Review')).toHaveStyle({ color: 'var(--chakra-colors-yellow-fg)' });
    expect(within(third!).getByText('Deactivated')).toHaveStyle({ color: 'var(--chakra-colors-red-fg)' });
    expect(within(third!).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 23')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ status: 'all', sort: 'newest', page: '1', pageSize: '10' });
    expect(screen.getByRole('link', { name: 'Add Tour' })).toHaveAttribute('href', '/listingtour');
    expect(screen.getByRole('link', { name: 'Add Trek' })).toHaveAttribute('href', '/treks');
  });

  it("leads with the business's own listing types; the spec's Add Tour and Add Trek stay", async () => {
    mockApi.getSupplier(supplier({ supplier_type: 'hotel' }));
    list = mockApi.listMyListings({ rows: [listingRow()], total: 1 });
    renderAt('/listings');
    const addLinks = () => screen.getAllByRole('link', { name: /^Add / }).map((link) => [link.textContent, link.getAttribute('href')]);
    await waitFor(() =>
      expect(addLinks()).toEqual([
        ['Add Hotel', '/hotel'],
        ['Add Tour', '/listingtour'],
        ['Add Trek', '/treks'],
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add listing' }));
    expect(within(await openMenu()).getAllByRole('menuitem')[0]).toHaveTextContent('Hotel');
  });

  it("puts a rental's cars and bikes first", async () => {
    mockApi.getSupplier(supplier({ supplier_type: 'rental' }));
    list = mockApi.listMyListings({ rows: [listingRow()], total: 1 });
    renderAt('/listings');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Add / }).map((link) => link.textContent)).toEqual([
        'Add Car rental',
        'Add Bike rental',
        'Add Tour',
        'Add Trek',
      ]),
    );
  });

  it('shows the empty text, and the error text with Retry when the list fails', async () => {
    list = mockApi.listMyListings(inTurn(NETWORK_ERROR, { rows: [], total: 0 }));
    renderAt('/listings?q=nothing');
    expect(await screen.findByText('Failed to fetch listings.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No listings found.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch listings.')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by ID, title or type...' })).toHaveValue('nothing');
  });

  it('turns tabs, search, Filter and Sort into the URL and the query, and pages on the server', async () => {
    list = mockApi.listMyListings({ rows: [listingRow()], total: 45 });
    renderAt('/listings');
    await screen.findByText('Hunza Valley Tour');
    await userEvent.click(screen.getByRole('tab', { name: 'Edit Under Review' }));
    await waitFor(() => expect(currentLocation()).toBe('/listings?status=edit_under_review'));

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(within(await openMenu()).getByRole('menuitemcheckbox', { name: 'Treks' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ treks: 'true' }));
    // The menu stays open while boxes are ticked.
    await userEvent.click(within(await openMenu()).getByRole('menuitemcheckbox', { name: 'For international tourists' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await userEvent.click(within(await openMenu()).getByRole('menuitemradio', { name: 'Bookings (High to low)' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        status: 'edit_under_review',
        treks: 'true',
        international: 'true',
        sort: 'bookings_desc',
        page: '1',
        pageSize: '10',
      }),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by ID, title or type...' }), 'hunza{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'hunza', page: '1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'hunza', page: '2', treks: 'true', sort: 'bookings_desc' }));
    expect(currentLocation()).toBe('/listings?status=edit_under_review&treks=true&international=true&sort=bookings_desc&q=hunza&page=2');
  });

  it('downloads listings.csv of the same tab, search, filters and sort', async () => {
    list = mockApi.listMyListings({ rows: [listingRow()], total: 1 });
    const csv = mockApi.downloadListingsCsv('id,date\r\n');
    const saved = captureDownloads();
    renderAt('/listings?status=live&tours=true&q=hunza&sort=price_asc');
    await screen.findByText('Hunza Valley Tour');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csv.last().query).toEqual({ status: 'live', tours: 'true', q: 'hunza', sort: 'price_asc' });
    expect(saved[0]!.name).toBe('listings.csv');
    expect(await saved[0]!.blob.text()).toBe('id,date\r\n');
  });

  it("shows each row's Actions button, which opens the row's menu and gets the focus back on Escape", async () => {
    list = mockApi.listMyListings({ rows: [listingRow(), trekRow], total: 2 });
    renderAt('/listings');
    const button = await screen.findByRole('button', { name: 'Actions for Fairy Meadows Trek' });
    expect(button).toHaveTextContent('Actions');
    await userEvent.click(button);
    await openMenu('Actions for Fairy Meadows Trek');
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("opens the row menu by Enter, gives the row the focus back on Escape; Edit goes to the type's edit route", async () => {
    list = mockApi.listMyListings({ rows: [listingRow(), trekRow], total: 2 });
    renderAt('/listings');
    await screen.findByText('Hunza Valley Tour');
    const [, first] = within(screen.getByRole('table', { name: 'Listings' })).getAllByRole('row');
    first!.focus();
    await userEvent.keyboard('{Enter}');
    await openMenu('Actions for Hunza Valley Tour');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Edit',
      'Manage Availability',
      'Duplicate',
      'Deactivate',
      'Delete',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The row has the focus again.
    await waitFor(() => expect(first).toHaveFocus());
    await choose('Hunza Valley Tour', 'Edit');
    await waitFor(() => expect(currentLocation()).toBe(`/listingtour/edit/${LISTING_ID}`));
  });

  it('a listing the team rejected before it went live reads Rejected, with the reason and the Edit that fixes it', async () => {
    const review = {
      decision: 'rejected' as const,
      reason: 'Add a photo of the bathroom.',
      field: 'meta_data.photos',
      decided_at: '2026-05-02T10:00:00.000Z',
    };
    list = mockApi.listMyListings({ rows: [listingRow({ status: 'not_approved', review })], total: 1 });
    renderAt('/listings');
    await screen.findByText('Hunza Valley Tour');
    const [, row] = within(screen.getByRole('table', { name: 'Listings' })).getAllByRole('row');
    const status = within(row!).getAllByRole('cell')[7]!;
    expect(within(status).getByText('Rejected')).toHaveStyle({ color: 'var(--chakra-colors-red-fg)' });
    expect(status).toHaveTextContent('Photos: Add a photo of the bathroom.');
    expect(status).not.toHaveTextContent(/Deactivated|Changes rejected/);
    expect(screen.getByRole('tab', { name: 'Rejected' })).toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Edit Hunza Valley Tour' }));
    await waitFor(() => expect(currentLocation()).toBe(`/listingtour/edit/${LISTING_ID}`));
  });

  it("Manage Availability opens the listing's availability route", async () => {
    list = mockApi.listMyListings({ rows: [trekRow], total: 1 });
    renderAt('/listings');
    await choose('Fairy Meadows Trek', 'Manage Availability');
    await waitFor(() => expect(currentLocation()).toBe(`/listings/${TREK_ID}/availability`));
  });

  it('deactivates after the dialog, with the toast, and refreshes the list', async () => {
    list = mockApi.listMyListings(inTurn({ rows: [listingRow()], total: 1 }, { rows: [listingRow({ status: 'rejected' })], total: 1 }));
    const put = mockApi.deactivateListing(listing('tour', { status: 'rejected' }));
    renderAt('/listings');
    await choose('Hunza Valley Tour', 'Deactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Listing' });
    expect(dialog).toHaveTextContent(
      'New bookings will be disabled, but your listing will remain visible until current bookings are fulfilled.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate Listing' }));
    expect(await screen.findByText('Listing updated successfully!')).toBeInTheDocument();
    expect(put.last().body).toEqual({ status: 'rejected' });
    expect(await within(screen.getByRole('table', { name: 'Listings' })).findByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says why deactivation failed', async () => {
    list = mockApi.listMyListings({ rows: [listingRow()], total: 1 });
    mockApi.deactivateListing(apiFailure(404, 'Listing not found'));
    renderAt('/listings');
    await choose('Hunza Valley Tour', 'Deactivate');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate Listing' }));
    expect(await screen.findByText('Failed to update listing: Listing not found')).toBeInTheDocument();
  });

  it('deletes after the question, with the toast; a listing with upcoming bookings shows the 409 and offers deactivation', async () => {
    list = mockApi.listMyListings(inTurn({ rows: [listingRow(), trekRow], total: 2 }, { rows: [listingRow()], total: 1 }));
    mockApi.deleteListing(({ params }) =>
      params.id === LISTING_ID ? apiFailure(409, LISTING_ERRORS.hasUpcomingBookings) : { message: 'Listing deleted.' },
    );
    renderAt('/listings');
    await choose('Fairy Meadows Trek', 'Delete');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Listing' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this listing?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Fairy Meadows Trek')).not.toBeInTheDocument());

    await choose('Hunza Valley Tour', 'Delete');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(LISTING_ERRORS.hasUpcomingBookings)).toBeInTheDocument();
    expect(screen.getByText('Hunza Valley Tour')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate Listing' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deactivate Listing' })).toBeInTheDocument();
  });

  it('duplicates a listing with a toast naming the copy', async () => {
    list = mockApi.listMyListings({ rows: [listingRow()], total: 1 });
    const copy = mockApi.duplicateListing(listing('tour', { listing_id: 'copy-1', title: 'Hunza Valley Tour (copy)' }));
    renderAt('/listings');
    await choose('Hunza Valley Tour', 'Duplicate');
    expect(await screen.findByText('Listing duplicated: "Hunza Valley Tour (copy)" is under review.')).toBeInTheDocument();
    expect(copy.last().params.id).toBe(LISTING_ID);
  });

  it('View shows the details, the pending changes, the rejection with its field, and the history', async () => {
    list = mockApi.listMyListings({ rows: [listingRow({ status: 'edit_pending_review' })], total: 1 });
    mockApi.getListing(
      listing('tour', {
        status: 'edit_pending_review',
        pending_changes: [{ field: 'meta_data.base_price', old: 40_000, new: 45_000 }],
        review: {
          decision: 'rejected',
          reason: 'The photos show another valley.',
          field: 'meta_data.photos',
          decided_at: '2026-05-02T10:00:00.000Z',
        },
      }),
    );
    mockApi.listEditLogs([
      editLog({
        log_id: 'l2',
        edit_type: 'review_rejected',
        editor: 'Marketplace team',
        changes: [],
        note: 'The photos show another valley.',
        note_field: 'meta_data.photos',
      }),
      editLog(),
    ]);
    renderAt('/listings');
    await choose('Hunza Valley Tour', 'View');
    const panel = await screen.findByRole('dialog', { name: 'Hunza Valley Tour' });
    expect(await screen.findByText('Listing details loaded!')).toBeInTheDocument();
    expect(within(panel).getByText('Rejected by the marketplace team', { selector: '*:not(p)' })).toBeInTheDocument();
    expect(within(panel).getAllByText(/The photos show another valley\./)).toHaveLength(2);
    expect(within(panel).getByText('Changes under review (live version → your edit)').nextSibling).toHaveTextContent(
      'Base price: PKR 40,000 → PKR 45,000',
    );
    expect(within(panel).getByRole('img', { name: 'Hunza Valley Tour, photo 1' })).toBeInTheDocument();
    expect(within(panel).getByText('5 days')).toBeInTheDocument();
    const history = within(panel).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Edited')).toBeInTheDocument();
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Price: PKR 40,000 → PKR 45,000');
    expect(
      within(history).getByText((_, element) => element?.textContent === 'Reason (Photos): The photos show another valley.'),
    ).toBeInTheDocument();
  });

  it("View's history reads in the screens' words, each change once", async () => {
    list = mockApi.listMyListings({ rows: [listingRow()], total: 1 });
    mockApi.getListing(listing('tour'));
    mockApi.listEditLogs([
      editLog({
        changes: [
          { field: 'price', old: 40_000, new: 45_000 },
          { field: 'meta_data.type', old: 'group', new: 'private' },
          {
            field: 'meta_data.photos',
            old: ['http://localhost:3000/api/v1/files/a.png'],
            new: ['http://localhost:3000/api/v1/files/a.png', 'http://localhost:3000/api/v1/files/b.png'],
          },
          { field: 'meta_data.base_price', old: 40_000, new: 45_000 },
          { field: 'status', old: 'approved', new: 'edit_pending_review' },
        ],
      }),
    ]);
    renderAt('/listings');
    await choose('Hunza Valley Tour', 'View');
    const history = within(await screen.findByRole('dialog', { name: 'Hunza Valley Tour' })).getByRole('region', { name: 'History' });
    await within(history).findByText('Edited');
    expect(
      within(history)
        .getAllByRole('listitem')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual([
      'Price: PKR 40,000 → PKR 45,000',
      'Type: Group → Private',
      'Photos: 1 photo → 2 photos',
      'Status: Live → Edit Under Review',
    ]);
  });

  it('View says when the details or the history could not be fetched', async () => {
    list = mockApi.listMyListings({ rows: [listingRow()], total: 1 });
    mockApi.getListing(apiFailure(500, 'Server error'));
    mockApi.listEditLogs(NETWORK_ERROR);
    renderAt('/listings');
    await choose('Hunza Valley Tour', 'View');
    expect(await screen.findByText('Failed to fetch listing details')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch edit logs')).toBeInTheDocument();
  });
});
