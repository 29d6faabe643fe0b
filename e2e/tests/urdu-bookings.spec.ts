import { paths } from '@portal/contracts';

import { expect, signIn, test } from './fixtures';
import { freshBooking, freshSupplier } from './fresh-supplier';
import { expectUrduScreenShot, switchToUrdu } from './urdu';

/**
 * My Bookings, Booking Info, the departure list and check-in in Urdu (issue 40), at a laptop's and
 * a phone's width, as a fresh supplier with one booking of its own: right to left, no English
 * outside the customer's and the tour's own words, axe clean, a screenshot of each screen; and the
 * server's refusal of a check-in code said in Urdu. The host's chrome is ur-shared's: only `main` is checked.
 */
for (const [width, height] of [
  [1366, 800],
  [375, 740],
] as const) {
  test(`the booking screens in Urdu at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const supplier = await freshSupplier(request);
    const booking = await freshBooking(request, supplier, 'Zara Ahmed');
    await signIn(page, supplier);
    await switchToUrdu(page);

    await page.goto(paths.bookings);
    await expect(page.getByRole('heading', { level: 1, name: 'میری بکنگز' })).toBeVisible();
    await expect(page.locator('main bdi', { hasText: 'Zara Ahmed' }).first()).toBeVisible();
    await expectUrduScreenShot(page, 'my-bookings', width);

    await page.goto(paths.bookingInfo(booking.booking_id));
    await expect(page.getByRole('heading', { level: 1, name: 'بکنگ کی تفصیل' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'چیک اِن' })).toBeVisible();
    await expectUrduScreenShot(page, 'booking-info', width);

    await page.goto(paths.departureList(booking.listing_id, booking.selected_date, booking.start_time));
    const table = page.getByRole('table', { name: 'روانگی کی فہرست' });
    await expect(table.getByRole('row').filter({ hasText: 'Zara Ahmed' })).toBeVisible();
    await expectUrduScreenShot(page, 'departure-list', width);

    // A code no booking has: the server's refusal, in Urdu.
    await page.goto(paths.checkIn);
    await expect(page.getByRole('heading', { level: 1, name: 'چیک اِن' })).toBeVisible();
    await page.getByRole('textbox', { name: 'چیک اِن کوڈ' }).fill('ZZZZ222');
    await page.getByRole('button', { name: 'چیک اِن کریں' }).click();
    await expect(page.getByText('اس چیک اِن کوڈ کی کوئی بکنگ نہیں۔')).toBeVisible();
    await expectUrduScreenShot(page, 'check-in', width);
  });
}
