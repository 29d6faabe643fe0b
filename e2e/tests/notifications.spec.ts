import { paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { admin, expect, signIn, test, urlEnding } from './fixtures';

interface AddedBooking {
  booking_id: string;
  booking_number: number;
}

// Needs the emitters (issue 38): add-booking records the booking.created event the bell lists.
test("a booking request reaches the bell: counted, listed, opened and read, at 1280 and through the drawer's entry at 375", async ({
  page,
}) => {
  const customer = `Noor Bell ${Date.now()}`;
  const added = await admin<AddedBooking>('add-booking', '--supplier', 'demo@supplier.test', '--customer', customer, '--people', '2');
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page);

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await expect(page).toHaveTitle(/^\(\d+\) /);
  await bell.click();
  const centre = page.getByRole('dialog', { name: 'Notifications' });
  // The label is 'New booking request'; an unread line adds its 'New' badge after it.
  const unread = new RegExp(`New booking request\\s*New.*${customer}`);
  const line = centre.getByRole('link', { name: unread });
  await expect(line).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');

  await line.click();
  await expect(page).toHaveURL(urlEnding(paths.bookingInfo(added.booking_id)));
  await expect(centre).toBeHidden();

  // Small screens: no bell in the header; the navigation drawer opens the centre, where the booking is read now.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(centre.getByRole('link', { name: new RegExp(customer) })).toBeVisible();
  await expect(centre.getByRole('link', { name: unread })).toHaveCount(0);
  await expectAccessible(page, '[role="dialog"]');
});
