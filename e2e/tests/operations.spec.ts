import type { APIRequestContext } from '@playwright/test';

import { addDays, type Booking, type Message, paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { admin, API, type ApiSession, apiSession, DEMO, expect, mailsTo, signInAt, test, tick } from './fixtures';
import { openEveryDay } from './fresh-supplier';

/** Running the trips (issue 39): moving a booking, cancelling departures for weather, and the invitation page. */

/** '22 Dec 2026' and 'Rs 12,000', as the portal writes them. */
const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const rs = (amount: number) => `Rs ${amount.toLocaleString('en-GB')}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Tour {
  listingId: string;
  title: string;
  /** Pakistan's today on the server. */
  today: string;
}

/**
 * A tour of the demo's own for one journey, so what it lists is only what it made: a demo tour
 * duplicated through the API (each journey its own, so the copies' titles differ), approved by the
 * team, 10:00 and 15:00 every day for 10 people.
 */
async function ownTour(request: APIRequestContext, session: ApiSession, source: string): Promise<Tour> {
  const [original] = await session.get<{ listing_id: string }[]>(`/listings/my-listings?q=${encodeURIComponent(source)}`);
  const copy = await request.post(`${API}/listings/${original!.listing_id}/duplicate`, { headers: session.headers });
  expect(copy.status(), await copy.text()).toBe(201);
  const { listing_id: listingId, title } = (await copy.json()) as { listing_id: string; title: string };
  await admin('approve-listing', listingId);
  return { listingId, title, today: await openEveryDay(request, session, listingId, ['10:00', '15:00']) };
}

interface Added {
  booking_id: string;
  booking_number: number;
}

/** A confirmed booking the marketplace team adds (the admin command). */
const addBooking = (tour: Tour, customer: string, date: string, time: string, people: number, total: number) =>
  admin<Added>(
    'add-booking',
    ...['--supplier', DEMO.email, '--listing', tour.listingId, '--customer', customer, '--date', date, '--time', time],
    ...['--people', String(people), '--total', String(total)],
  );

test.describe('Running the trips', () => {
  test('Reschedule moves a confirmed booking to another date and time; history and the customer show it', async ({ page, request }) => {
    // The team makes the tour and its booking with the admin command, a few seconds each.
    test.slow();
    const session = await apiSession(request);
    const tour = await ownTour(request, session, 'Lahore Heritage Day Tour');
    const [from, to] = [addDays(tour.today, 20), addDays(tour.today, 22)];
    const booking = await addBooking(tour, `Moved Customer ${unique()}`, from, '10:00', 2, 12000);

    await signInAt(page, paths.bookingInfo(booking.booking_id));
    const facts = page.getByRole('region', { name: 'Booking', exact: true });
    await expect(facts.getByText(`${shortDate(from)}, 10:00`)).toBeVisible();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule booking #${booking.booking_number}` });
    await dialog.getByLabel('New date').fill(to);
    await dialog.getByText('15:00 · 10 places left').click();
    await dialog.getByLabel('Note for the customer (optional)').fill('The pass opens later that week.');
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await expect(page.getByText('Booking moved. The customer has been told.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(facts.getByText(`${shortDate(to)}, 15:00`)).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Moved', { exact: true })).toBeVisible();
    await expect(history.getByText(`${shortDate(from)} at 10:00 → ${shortDate(to)} at 15:00`)).toBeVisible();

    await page.goto(paths.inboxConversation(booking.booking_id));
    await expect(
      page
        .getByRole('log', { name: /^Conversation with/ })
        .getByText(`has moved to ${shortDate(to)} at 15:00. The pass opens later that week.`),
    ).toBeVisible();
  });

  test('Cancel departures for weather lists the bookings, cancels and refunds each, tells each customer and closes the dates', async ({
    page,
    request,
  }) => {
    const session = await apiSession(request);
    const tour = await ownTour(request, session, 'Swat Valley Family Tour');
    const [from, to] = [addDays(tour.today, 30), addDays(tour.today, 31)];
    const run = unique();
    const booked = [];
    for (const b of [
      { customer: `Weather One ${run}`, date: from, time: '10:00', people: 2, total: 12000 },
      { customer: `Weather Two ${run}`, date: to, time: '15:00', people: 3, total: 18000 },
    ])
      booked.push({ ...b, ...(await addBooking(tour, b.customer, b.date, b.time, b.people, b.total)) });

    await page.setViewportSize({ width: 375, height: 720 });
    await signInAt(page, paths.bookings);
    await page.getByRole('button', { name: 'Cancel departures' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel departures' });
    await tick(dialog, tour.title);
    await dialog.getByLabel('From', { exact: true }).fill(from);
    await dialog.getByLabel('To', { exact: true }).fill(to);
    const rows = dialog.getByRole('table', { name: 'Bookings on these departures' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    for (const [i, b] of booked.entries()) {
      const cells = rows.nth(i + 1).getByRole('cell');
      await cells.nth(0).scrollIntoViewIfNeeded();
      await expect(cells.nth(0)).toContainText(`${b.customer} (#${b.booking_number})`);
      await expect(cells.nth(1)).toHaveText(String(b.people));
      // At 375px too the amount shows without scrolling the table sideways.
      await expect(cells.nth(2)).toHaveText(rs(b.total));
      await expect(cells.nth(2)).toBeInViewport({ ratio: 1 });
    }
    await dialog.getByText('Weather or road closure', { exact: true }).click();
    await dialog.getByLabel('Note for the customers (optional)').fill('Landslide on the Karakoram Highway.');
    await tick(dialog, 'Also stop sales on these dates');
    await expect(
      dialog.getByText(/^Cancel 2 bookings on 1 listing from .+, refunding Rs 30,000 in full and closing those dates/),
    ).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Cancel departures' }).click();
    await expect(page.getByText('2 bookings cancelled and refunded; each customer has been told.')).toBeVisible();

    for (const b of booked) {
      const stored = await session.get<Booking>(`/bookings/${b.booking_id}`);
      expect(stored.booking_status).toBe('cancelled');
      expect(stored.history?.find((e) => e.kind === 'refunded')?.amount).toBe(b.total);
      const messages = await session.get<Message[]>(`/messages/booking/${b.booking_id}`);
      expect(messages.map((m) => m.message_text)).toContainEqual(
        expect.stringMatching(/is cancelled \(weather or road closure\), with a full refund\. Landslide on the Karakoram Highway\.$/),
      );
    }
    const { days } = await session.get<{ days: { status: string }[] }>(`/listings/${tour.listingId}/availability?from=${from}&to=${to}`);
    expect(days.map((d) => d.status)).toEqual(['closed', 'closed']);
  });

  test("an invitation's page, opened from its e-mail, passes axe", async ({ page, request }) => {
    const session = await apiSession(request);
    const email = `invitee-${unique()}@supplier.test`;
    const invited = await request.post(`${API}/team/invitations`, { headers: session.headers, data: { email, role: 'guide' } });
    expect(invited.status(), await invited.text()).toBe(201);
    const invitation = (await invited.json()) as { invitation_id: string };
    try {
      await expect.poll(() => mailsTo(email, 'Join Karakoram Trails on the supplier portal').length).toBe(1);
      const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(mailsTo(email, 'Join Karakoram Trails on the supplier portal')[0]!)![0];
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { name: 'Join Karakoram Trails', level: 1 })).toBeVisible();
      await expectAccessible(page);
    } finally {
      // The demo's team keeps no invitation of this journey.
      await request.delete(`${API}/team/invitations/${invitation.invitation_id}`, { headers: session.headers });
    }
  });
});
