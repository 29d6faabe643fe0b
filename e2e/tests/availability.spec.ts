import type { APIRequestContext, Page } from '@playwright/test';
import { paths, type AvailabilityCalendar } from '@portal/contracts';
import { axeViolations } from './axe';
import { DEMO, admin, apiSession, expect, signIn, test } from './fixtures';

/** Manage Availability (issue 13) against the seeded server: the demo's Lahore day tour, 10:00 and 15:00 every day. */
const LISTING_TITLE = 'Lahore Heritage Day Tour';

interface Target {
  listingId: string;
  /** Two months from today in Pakistan ('YYYY-MM'): inside the booking window, clear of the demo's closures. */
  month: string;
  calendar: (from: string, to: string) => Promise<AvailabilityCalendar>;
}

async function target(request: APIRequestContext): Promise<Target> {
  const session = await apiSession(request);
  const rows = admin<{ listing_id: string; title: string }[]>('list-listings', '--supplier', DEMO.email, '--status', 'approved');
  const listingId = rows.find((row) => row.title === LISTING_TITLE)!.listing_id;
  const calendar = (from: string, to: string) => session.get<AvailabilityCalendar>(`/listings/${listingId}/availability?from=${from}&to=${to}`);
  const { today } = await calendar('2026-01-01', '2026-01-01');
  const total = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) + 1;
  return { listingId, month: `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`, calendar };
}

const monthName = (month: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** A day's button by its date, whatever the weekday's punctuation. */
const dayButton = (page: Page, date: string) =>
  page.getByRole('button', { name: new RegExp(`\\b${Number(date.slice(8))} ${monthName(date.slice(0, 7))} ${date.slice(0, 4)}\\b`) });

async function open(page: Page, { listingId, month }: Target) {
  await signIn(page);
  await page.goto(`${paths.listingAvailability(listingId)}?month=${month}`);
  await expect(page.getByRole('heading', { name: `${monthName(month)} ${month.slice(0, 4)}` })).toBeVisible();
}

test('closes a range of days with a note by keyboard and shows them closed', async ({ page, request }) => {
  const t = await target(request);
  await open(page, t);
  await page.getByText('A range of days').click();
  const first = dayButton(page, `${t.month}-10`);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Choose the last day of the range.')).toBeVisible();
  // Days are buttons in date order: Tab moves from one day to the next.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dayButton(page, `${t.month}-12`)).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Selected dates' });
  await expect(panel.getByText('3 days')).toBeVisible();
  await panel.getByRole('textbox', { name: /Note/ }).fill('Basant festival');
  await panel.getByRole('button', { name: 'Close these days' }).click();
  for (const day of ['10', '11', '12']) await expect(dayButton(page, `${t.month}-${day}`)).toHaveAccessibleName(/: Closed: Basant festival/);
  await expect(dayButton(page, `${t.month}-13`)).toHaveAccessibleName(/: (Open|Filling|Full)\b/);
  // The server agrees, and so does the page after a reload.
  const { days } = await t.calendar(`${t.month}-10`, `${t.month}-12`);
  expect(days.map((day) => [day.status, day.closed_reason, day.note])).toEqual(Array(3).fill(['closed', 'exception', 'Basant festival']));
  await page.reload();
  await expect(dayButton(page, `${t.month}-11`)).toHaveAccessibleName(/: Closed: Basant festival/);
});

test("changes a day's capacity and shows what is left after a booking is added", async ({ page, request }) => {
  const t = await target(request);
  const date = `${t.month}-15`;
  const [before] = (await t.calendar(date, date)).days;
  const booked = before!.slots.find((slot) => slot.start_time === '10:00')!.booked;
  await open(page, t);
  await dayButton(page, date).click();
  const panel = page.getByRole('region', { name: 'Selected dates' });
  await panel.getByRole('spinbutton', { name: 'Capacity at 10:00' }).fill(String(booked + 5));
  await panel.getByRole('button', { name: 'Save capacity at 10:00' }).click();
  const slot = panel.getByRole('listitem').filter({ hasText: '10:00' });
  await expect(slot).toContainText(`${booked} booked of ${booked + 5}, 5 left`);
  // Below what is booked: the server refuses (409) and the page says why in its words.
  if (booked > 0) {
    await panel.getByRole('spinbutton', { name: 'Capacity at 10:00' }).fill(String(booked - 1));
    await panel.getByRole('button', { name: 'Save capacity at 10:00' }).click();
    await expect(panel.getByRole('alert')).toContainText(`already booked on ${date} at 10:00`);
  }
  admin('add-booking', '--supplier', 'demo@supplier.test', '--listing', t.listingId, '--date', date, '--time', '10:00', '--people', '2');
  await page.reload();
  await dayButton(page, date).click();
  await expect(page.getByRole('region', { name: 'Selected dates' }).getByRole('listitem').filter({ hasText: '10:00' }))
    .toContainText(`${booked + 2} booked of ${booked + 5}, 3 left`);
});

for (const viewport of [{ width: 1366, height: 900 }, { width: 375, height: 740 }]) {
  test(`no axe violation at ${viewport.width} px: the calendar with a day's panel, and Shared resources`, async ({ page, request }, testInfo) => {
    await page.setViewportSize(viewport);
    const t = await target(request);
    await open(page, t);
    await dayButton(page, `${t.month}-20`).click();
    await expect(page.getByRole('region', { name: 'Selected dates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save rules' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`availability-${viewport.width}.png`), fullPage: true });
    const availability = await axeViolations(page);
    await page.goto(paths.listingResources);
    await expect(page.getByRole('heading', { name: /^Jeeps · 8 units$/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`resources-${viewport.width}.png`), fullPage: true });
    expect({ availability, resources: await axeViolations(page) }).toEqual({ availability: [], resources: [] });
  });
}
