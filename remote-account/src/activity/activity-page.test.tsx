import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type ActivityEntry, paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale, untranslatedTexts } from '@portal/i18n/testing';
import { currentLocation, inTurn, mockApi, NETWORK_ERROR, renderAtRoute } from '@portal/testing';

import { ActivityPage } from './activity-page';

// Member ids are UUIDs: the screen leaves any other id in the URL out of its request.
const OWNER = '7d0f4c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';
const OPS = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const entry = (values: Partial<ActivityEntry>): ActivityEntry => ({
  entry_id: 'e-1',
  member_id: OWNER,
  member_name: 'Amna Owner',
  kind: 'listing.deactivated',
  object_type: 'listing',
  object_id: 'l-1',
  summary: 'Deosai Plains Jeep Safari',
  link: paths.listingsSearch('l-1'),
  created_at: '2026-11-20T09:30:00.000Z',
  ...values,
});

const rows = [
  entry({}),
  entry({
    entry_id: 'e-2',
    member_id: OPS,
    member_name: 'Usman Ops',
    kind: 'listing.deleted',
    summary: 'Old Trek',
    link: null,
    created_at: '2026-11-19T20:00:00.000Z',
  }),
];

const members = [
  { member_id: OWNER, full_name: 'Amna Owner' },
  { member_id: OPS, full_name: 'Usman Ops' },
];

const renderAt = (url: string) => renderAtRoute(url, { [paths.teamActivity]: <ActivityPage /> });

describe('Activity log', () => {
  it('shows who did what and when in Pakistan time, with a link to the object', async () => {
    const list = mockApi.listActivity({ rows, total: 2 });
    mockApi.listActivityMembers(members);
    renderAt(paths.teamActivity);
    expect(screen.getByRole('heading', { name: 'Activity log' })).toBeInTheDocument();
    expect(screen.getByText('Loading activity...')).toBeInTheDocument();
    await screen.findByText('Deosai Plains Jeep Safari');
    const table = screen.getByRole('table', { name: 'Activity log' });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    // 09:30 UTC is 14:30 in Pakistan.
    expect(cells[0]).toHaveTextContent('20 Nov 2026, 14:30');
    expect(cells[1]).toHaveTextContent('Amna Owner');
    expect(cells[2]).toHaveTextContent('Listing deactivatedDeosai Plains Jeep Safari');
    expect(within(first!).getByRole('link', { name: 'Open Deosai Plains Jeep Safari' })).toHaveAttribute(
      'href',
      paths.listingsSearch('l-1'),
    );
    expect(within(second!).getByText('No longer available')).toBeInTheDocument();
    expect(list.last().query).toEqual({ page: '1', pageSize: '20' });
  });

  it('says when nothing matches', async () => {
    mockApi.listActivity({ rows: [], total: 0 });
    mockApi.listActivityMembers([]);
    renderAt(paths.teamActivity);
    expect(await screen.findByText('No activity found.')).toBeInTheDocument();
  });

  it('says when the log could not be loaded and retries', async () => {
    mockApi.listActivity(inTurn(NETWORK_ERROR, { rows, total: 2 }));
    mockApi.listActivityMembers(members);
    renderAt(paths.teamActivity);
    expect(await screen.findByText('Could not load the activity log.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Deosai Plains Jeep Safari')).toBeInTheDocument();
    expect(screen.queryByText('Could not load the activity log.')).not.toBeInTheDocument();
  });

  it('filters by member, kind and dates on the server, keeping them in the URL', async () => {
    const list = mockApi.listActivity({ rows, total: 45 });
    mockApi.listActivityMembers(members);
    renderAt(paths.teamActivity);
    await screen.findByText('Deosai Plains Jeep Safari');
    const member = screen.getByRole('combobox', { name: 'Member' });
    await waitFor(() => expect(within(member).getByRole('option', { name: 'Usman Ops' })).toBeInTheDocument());
    await userEvent.selectOptions(member, 'Usman Ops');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Booking confirmed');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(list.last().query).toEqual({ page: '1', pageSize: '20', member: OPS, kind: 'booking.confirmed', from: '2026-11-01' }),
    );
    expect(currentLocation()).toBe(`${paths.teamActivity}?member=${OPS}&kind=booking.confirmed&from=2026-11-01`);

    // The unfiltered first page is still fresh in the cache: clearing shows it without asking again.
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentLocation()).toBe(paths.teamActivity));
    expect(screen.getByRole('combobox', { name: 'Member' })).toHaveValue('');
  });

  it('opens a shared link with its filters and page', async () => {
    const list = mockApi.listActivity({ rows, total: 45 });
    mockApi.listActivityMembers(members);
    renderAt(`${paths.teamActivity}?kind=booking.confirmed&to=2026-11-30&page=2`);
    await screen.findByText('Deosai Plains Jeep Safari');
    expect(list.last().query).toEqual({ page: '2', pageSize: '20', kind: 'booking.confirmed', to: '2026-11-30' });
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveValue('booking.confirmed');
  });

  it('leaves out a kind typed into the URL that the log does not have', async () => {
    const list = mockApi.listActivity({ rows, total: 2 });
    mockApi.listActivityMembers(members);
    renderAt(`${paths.teamActivity}?kind=listing.painted`);
    await screen.findByText('Deosai Plains Jeep Safari');
    expect(list.last().query).toEqual({ page: '1', pageSize: '20' });
  });
});

describe('ActivityPage in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('leaves no text outside the i18n layer (pseudo-locale)', async () => {
    await switchToPseudoLocale();
    mockApi.listActivity({ rows, total: 2 });
    mockApi.listActivityMembers(members);
    const { container } = renderAt(paths.teamActivity);
    await screen.findByText('Old Trek');
    // The list's footer is @portal/ui's words (tested there).
    expect(untranslatedTexts(container).filter((text) => !/^Showing \d+ of \d+$/.test(text))).toEqual([]);
  });

  it('shows the log in Urdu, names and summaries isolated as data', async () => {
    await applyLanguage('ur');
    mockApi.listActivity({ rows, total: 2 });
    mockApi.listActivityMembers(members);
    renderAt(paths.teamActivity);
    expect(screen.getByRole('heading', { name: 'سرگرمی کا ریکارڈ' })).toBeInTheDocument();
    expect((await screen.findByText('Old Trek')).tagName).toBe('BDI');
    expect(screen.getByText('لسٹنگ حذف کی گئی', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Usman Ops', { selector: 'bdi' })).toBeInTheDocument();
  });
});
