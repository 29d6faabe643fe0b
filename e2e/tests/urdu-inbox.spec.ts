import { paths } from '@portal/contracts';

import { admin, API, apiSession, expect, signIn, test } from './fixtures';
import { freshBooking, freshSupplier } from './fresh-supplier';
import { expectUrduScreenShot, switchToUrdu } from './urdu';

/**
 * My Inbox with a customer's conversation open, Support, a ticket with the team's answer and the
 * open-ticket form in Urdu (issue 40), at a laptop's and a phone's width, as a fresh supplier:
 * right to left, no English outside the customer's and the member's own words, axe clean, a
 * screenshot of each screen. The host's chrome is ur-shared's: only `main` is checked.
 */
for (const [width, height] of [
  [1366, 800],
  [375, 740],
] as const) {
  test(`the inbox and support in Urdu at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const supplier = await freshSupplier(request);
    const booking = await freshBooking(request, supplier, 'Zara Ahmed');
    await admin('customer-message', booking.booking_id, 'Salaam! Is a pickup from Gilgit airport possible?');
    const session = await apiSession(request, supplier);
    const opened = await request.post(`${API}/support`, {
      headers: session.headers,
      data: { related_to: 'Bookings', subject: 'Jeep permit for Fairy Meadows', description: 'Do we need a permit from Raikot Bridge?' },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const { ticket } = (await opened.json()) as { ticket: { ticket_id: string; ticket_number: number } };
    await admin('answer-ticket', String(ticket.ticket_number), 'Yes, the permit is issued at Raikot Bridge.');
    await signIn(page, supplier);
    await switchToUrdu(page);

    await page.goto(paths.inboxConversation(booking.booking_id));
    await expect(page.getByRole('heading', { level: 1, name: 'میرا اِن باکس' })).toBeVisible();
    await expect(page.getByRole('log').getByText('Is a pickup from Gilgit airport possible?')).toBeVisible();
    await expectUrduScreenShot(page, 'inbox', width);

    await page.goto(paths.support);
    await expect(page.getByRole('heading', { level: 1, name: 'مدد' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'سپورٹ ٹکٹ' }).getByText('Jeep permit for Fairy Meadows')).toBeVisible();
    await expectUrduScreenShot(page, 'support', width);

    await page.goto(paths.ticketDetail(ticket.ticket_id));
    await expect(page.getByRole('heading', { name: 'Jeep permit for Fairy Meadows' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'گفتگو' })).toContainText('the permit is issued at Raikot Bridge');
    await expectUrduScreenShot(page, 'ticket', width);

    await page.goto(paths.openTicket);
    await expect(page.getByRole('heading', { level: 1, name: 'ٹکٹ کھولیں' })).toBeVisible();
    await expectUrduScreenShot(page, 'open-ticket', width);
  });
}
