import { paths } from '@portal/contracts';

import { admin, API, apiSession, DEMO, expect, signInAt, test } from './fixtures';

/** Live updates (issue 38): what the marketplace does shows on an open screen without a reload. */

test("the team's approval shows Live on My Listings without a reload", async ({ page, request }) => {
  const session = await apiSession(request);
  const [original] = await session.get<{ listing_id: string }[]>('/listings/my-listings?pageSize=1');
  const copy = await request.post(`${API}/listings/${original!.listing_id}/duplicate`, { headers: session.headers });
  expect(copy.status(), await copy.text()).toBe(201);
  const { listing_id: listingId, title } = (await copy.json()) as { listing_id: string; title: string };
  await signInAt(page, paths.listingsSearch(title));
  const row = page.getByRole('row', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Live');
  await admin('approve-listing', listingId);
  await expect(row).toContainText('Live');
});

test("a customer's booking request shows on My Bookings, and their message in the open conversation of a second browser, without a reload", async ({
  page,
  browser,
}) => {
  const customer = `Live Customer ${Date.now()}`;
  await signInAt(page, `${paths.bookings}?q=${encodeURIComponent(customer)}`);
  await expect(page.getByRole('row', { name: new RegExp(customer) })).toHaveCount(0);
  const booking = await admin<{ booking_id: string }>('request-booking', '--supplier', DEMO.email, '--customer', customer, '--people', '2');
  // Polling would take 15 s on the inbox and My Bookings has none: within 5 s, the stream brought it.
  await expect(page.getByRole('row', { name: new RegExp(customer) })).toBeVisible({ timeout: 5_000 });

  await admin('customer-message', booking.booking_id, 'Salaam! Is a pickup from Gilgit airport possible?');
  const other = await browser.newContext();
  try {
    const inbox = await other.newPage();
    await signInAt(inbox, paths.inboxConversation(booking.booking_id));
    const thread = inbox.getByRole('log', { name: /^Conversation with/ });
    await expect(thread.getByText('Is a pickup from Gilgit airport possible?')).toBeVisible();
    await admin('customer-message', booking.booking_id, 'We land at 11:40 on PK-605.');
    await expect(thread.getByText('We land at 11:40 on PK-605.')).toBeVisible({ timeout: 5_000 });
  } finally {
    await other.close();
  }
});
