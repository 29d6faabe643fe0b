import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { type Notification, paths } from '@portal/contracts';
import { apiFailure, BOOKING_ID, currentLocation, inTurn, mockApi, renderWithProviders } from '@portal/testing';

import { markFirstScreenShown } from '../first-screen';
import { NotificationBell } from './notification-bell';
import { NotificationCentre } from './notification-centre';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let nextId = 100;
const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: String(nextId--),
  kind: 'booking.created',
  objectId: BOOKING_ID,
  bookingId: BOOKING_ID,
  subject: '#1042 Hunza Valley Tour, Ayesha Khan',
  detail: null,
  link: paths.bookingInfo(BOOKING_ID),
  createdAt: minutesAgo(5),
  read: false,
  ...overrides,
});

const rejection = notification({
  kind: 'listing.rejected',
  objectId: 'Deosai Jeep Safari',
  bookingId: null,
  subject: 'Deosai Jeep Safari',
  detail: 'Photos are missing',
  link: paths.listingsSearch('Deosai Jeep Safari'),
  createdAt: minutesAgo(60 * 26),
  read: true,
});
const booking = notification();

/** The header's bell and the centre it opens, as the layout wires them. */
function BellAndCentre() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NotificationBell onOpen={() => setOpen(true)} onIntent={() => undefined} />
      <NotificationCentre open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const bell = (unread: number) => screen.getByRole('button', { name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications' });
const centre = () => screen.getByRole('dialog', { name: 'Notifications' });

async function openCentre(unread: number) {
  renderWithProviders(<BellAndCentre />, { route: paths.dashboard });
  await waitFor(() => expect(bell(unread)).toBeInTheDocument());
  await userEvent.click(bell(unread));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

// The frame's counts wait for the page's first screen (first-screen.ts); here there is none to wait for.
beforeAll(markFirstScreenShown);

beforeEach(() => {
  document.title = 'Supplier Portal';
});

describe('the notification bell and centre', () => {
  it('shows the unread count on the bell and in the tab title, and drops it from the title at 0', async () => {
    mockApi.countUnreadNotifications(inTurn({ unread: 3 }, { unread: 0 }));
    const { queryClient } = renderWithProviders(<BellAndCentre />, { route: paths.dashboard });
    await waitFor(() => expect(bell(3)).toBeInTheDocument());
    expect(within(bell(3)).getByText('3')).toBeInTheDocument();
    expect(document.title).toBe('(3) Supplier Portal');
    // A screen that sets its own title keeps the count in front.
    document.title = 'Bookings · Supplier Portal';
    await waitFor(() => expect(document.title).toBe('(3) Bookings · Supplier Portal'));

    await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    await waitFor(() => expect(bell(0)).toBeInTheDocument());
    expect(document.title).toBe('Bookings · Supplier Portal');
  });

  it('lists the notifications newest first: what, about what, why, when, and which are new', async () => {
    mockApi.countUnreadNotifications({ unread: 1 });
    const list = mockApi.listNotifications({ rows: [booking, rejection], total: 2 });
    await openCentre(1);
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'New booking requestNew#1042 Hunza Valley Tour, Ayesha Khan5 minutes ago',
      'Listing not approvedDeosai Jeep SafariPhotos are missingyesterday',
    ]);
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', paths.listingsSearch('Deosai Jeep Safari'));
    expect(list.last().query).toEqual({ page: '1', pageSize: '10' });
  });

  it('opens a notification: marks it read, goes to its object and closes the centre', async () => {
    mockApi.countUnreadNotifications({ unread: 1 });
    mockApi.listNotifications({ rows: [booking, rejection], total: 2 });
    const marked = mockApi.markNotificationRead({ unread: 0 });
    await openCentre(1);
    await userEvent.click(await screen.findByRole('link', { name: /New booking request/ }));
    await waitFor(() => expect(marked.count).toBe(1));
    expect(marked.last().params).toEqual({ id: booking.id });
    expect(currentLocation()).toBe(paths.bookingInfo(BOOKING_ID));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('marks all as read; the list and the count come back read', async () => {
    mockApi.countUnreadNotifications(inTurn({ unread: 1 }, { unread: 0 }));
    mockApi.listNotifications(
      inTurn({ rows: [booking, rejection], total: 2 }, { rows: [{ ...booking, read: true }, rejection], total: 2 }),
    );
    const all = mockApi.markAllNotificationsRead({ unread: 0 });
    await openCentre(1);
    await screen.findByText('New');
    await userEvent.click(within(centre()).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(all.count).toBe(1));
    await waitFor(() => expect(within(centre()).queryByText('New')).not.toBeInTheDocument());
    expect(within(centre()).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    // Behind the open centre, the bell is hidden from screen readers.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('loads more from the server while it has more', async () => {
    mockApi.countUnreadNotifications({ unread: 0 });
    const first = Array.from({ length: 10 }, (_, i) => notification({ subject: `Booking ${i + 1}`, read: true }));
    const list = mockApi.listNotifications(({ query }) =>
      query.page === '1' ? { rows: first, total: 11 } : { rows: [notification({ subject: 'Booking 11', read: true })], total: 11 },
    );
    await openCentre(0);
    await screen.findByText('Booking 10');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Booking 11')).toBeInTheDocument();
    expect(list.last().query).toEqual({ page: '2', pageSize: '10' });
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there are no notifications', async () => {
    mockApi.countUnreadNotifications({ unread: 0 });
    mockApi.listNotifications({ rows: [], total: 0 });
    await openCentre(0);
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
  });

  it('says when they could not be loaded, and tries again', async () => {
    mockApi.countUnreadNotifications({ unread: 0 });
    mockApi.listNotifications(inTurn(apiFailure(500, 'Internal Server Error'), { rows: [booking], total: 1 }));
    await openCentre(0);
    expect(await screen.findByText('Could not load your notifications.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('#1042 Hunza Valley Tour, Ayesha Khan')).toBeInTheDocument();
  });

  it('is used by keyboard: Enter opens it with the focus inside, Escape closes it back to the bell', async () => {
    mockApi.countUnreadNotifications({ unread: 1 });
    mockApi.listNotifications({ rows: [booking], total: 1 });
    renderWithProviders(<BellAndCentre />, { route: paths.dashboard });
    await waitFor(() => expect(bell(1)).toBeInTheDocument());
    bell(1).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('link', { name: /New booking request/ });
    await waitFor(() => expect(centre()).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    await waitFor(() => expect(bell(1)).toHaveFocus());
  });
});
