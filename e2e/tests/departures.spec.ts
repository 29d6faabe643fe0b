import { readFileSync } from 'node:fs';

import { type Booking, type DepartureList, MARKETPLACE_TIME_ZONE, paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { apiSession, expect, signInAt, test, urlEnding } from './fixtures';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE }).format(new Date());

/**
 * A demo departure that can be checked in: a confirmed booking whose trip has started (the seed's
 * trips under way), its customer not yet checked in.
 */
async function departureUnderWay(session: Awaited<ReturnType<typeof apiSession>>): Promise<Booking> {
  const departed = await session.get<Booking[]>('/bookings/customer?tab=completed&sort=newest&pageSize=100');
  const underWay = departed.find((b) => b.booking_status === 'confirmed' && b.listing_id && b.selected_date <= today && !b.arrival);
  expect(underWay, 'the demo has a confirmed trip under way').toBeTruthy();
  return underWay!;
}

test("a demo departure's list: its customers and totals, and its CSV", async ({ page, request }) => {
  const session = await apiSession(request);
  const booking = await departureUnderWay(session);
  const address = paths.departureList(booking.listing_id!, booking.selected_date, booking.start_time);
  // The screen's address is also the API's path of its list.
  const list = await session.get<DepartureList>(address);

  await signInAt(page, address);
  await expect(page.getByRole('heading', { name: list.tour_name })).toBeVisible();
  const table = page.getByRole('table', { name: 'Departure list' });
  await expect(table.getByRole('row')).toHaveCount(list.bookings.length + 1);
  await expect(table.getByRole('row').filter({ hasText: `#${booking.booking_number}` })).toContainText(booking.customer_name);
  await expect(page.getByRole('group', { name: 'Totals' })).toContainText(`People${list.totals.people}`);
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('ID,Customer,People,Add-ons,Phone,Pick-up,Notes,Due (Rs),Status,Check-in');
  expect(lines).toHaveLength(list.bookings.length + 1);
});

test('at 375 px, a customer checked in by the typed code shows checked in on the departure list', async ({ page, request }) => {
  const session = await apiSession(request);
  const booking = await departureUnderWay(session);
  const { check_in_code: code } = await session.get<Booking>(`/bookings/${booking.booking_id}`);
  await page.setViewportSize({ width: 375, height: 720 });
  await signInAt(page, paths.checkIn);
  await page.getByRole('textbox', { name: 'Check-in code' }).fill(code!.toLowerCase());
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText(`${booking.customer_name} is checked in`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Open the departure list' }).click();
  await expect(page).toHaveURL(urlEnding(paths.departureList(booking.listing_id!, booking.selected_date, booking.start_time)));
  const row = page
    .getByRole('table', { name: 'Departure list' })
    .getByRole('row')
    .filter({ hasText: `#${booking.booking_number}` });
  await expect(row).toContainText('Checked in');
});
