import { paths } from '@portal/contracts';

import { admin, expect, signInAt, test, urlEnding } from './fixtures';

interface AddedBooking {
  booking_id: string;
  booking_number: number;
  customer_name: string;
  tour_name: string;
}

test('a booking the marketplace team adds reaches My Bookings and its Booking Info', async ({ page }) => {
  const added = await admin<AddedBooking>(
    'add-booking',
    '--supplier',
    'demo@supplier.test',
    '--customer',
    'Zara Marketplace',
    '--people',
    '3',
  );
  await signInAt(page, `${paths.bookings}?q=Zara%20Marketplace`);
  const row = page.getByRole('row', { name: new RegExp(`#${added.booking_number}`) });
  await expect(row).toContainText('Zara Marketplace');
  await expect(row).toContainText(added.tour_name);
  await row.click();
  await expect(page).toHaveURL(urlEnding(paths.bookingInfo(added.booking_id)));
  await expect(page.getByText('Zara Marketplace').first()).toBeVisible();
});
