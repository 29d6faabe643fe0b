import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { type AvailabilityCalendar, type AvailabilityRules, paths } from '@portal/contracts';

import { axeViolations } from './axe';
import { admin, API, type ApiSession, apiSession, DEMO, expect, signIn, signInAt, test, tick } from './fixtures';

/** Manage Availability (issue 13) against the seeded server: the demo's Lahore day tour, 10:00 and 15:00 every day. */
const LISTING_TITLE = 'Lahore Heritage Day Tour';
/** A second listing of the demo's, sold by the whole day, in no shared resource. */
const BIKE_TITLE = 'Honda CG 125 2022';

interface Target {
  listingId: string;
  /** Two months from today in Pakistan ('YYYY-MM'): inside the booking window, clear of the demo's closures. */
  month: string;
  calendar: (from: string, to: string) => Promise<AvailabilityCalendar>;
}

/** The demo's live listing of that title, found as My Listings' search finds it. */
async function demoListingId(session: ApiSession, title: string): Promise<string> {
  const found = await session.get<{ listing_id: string; title: string }[]>(
    `/listings/my-listings?status=live&q=${encodeURIComponent(title)}`,
  );
  return found.find((row) => row.title === title)!.listing_id;
}

async function target(request: APIRequestContext, title = LISTING_TITLE): Promise<Target> {
  const session = await apiSession(request);
  const listingId = await demoListingId(session, title);
  const calendar = (from: string, to: string) =>
    session.get<AvailabilityCalendar>(`/listings/${listingId}/availability?from=${from}&to=${to}`);
  const { today } = await calendar('2026-01-01', '2026-01-01');
  const total = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) + 1;
  return { listingId, month: `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`, calendar };
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** A day's button by its date ('Sunday, 10 January 2027: ...'), whatever the weekday's punctuation. */
const dayButton = (page: Page, date: string) =>
  page.getByRole('button', { name: new RegExp(`^\\w+,? ${Number(date.slice(8))} ${monthName(date.slice(0, 7))} ${date.slice(0, 4)}:`) });

/** Types a date into a date field by keyboard alone, its parts in the order the browser's language shows them (26/03/2027 or 03/26/2027). */
async function typeDate(page: Page, field: Locator, date: string) {
  const order = await page.evaluate(() =>
    new Intl.DateTimeFormat(navigator.language)
      .formatToParts(new Date())
      .map((part) => part.type)
      .filter((type) => ['day', 'month', 'year'].includes(type)),
  );
  const parts: Record<string, string> = { year: date.slice(0, 4), month: date.slice(5, 7), day: date.slice(8) };
  await field.focus();
  await page.keyboard.type(order.map((type) => parts[type]).join(''));
  await expect(field).toHaveValue(date);
}

async function open(page: Page, target: Target) {
  await signIn(page);
  await show(page, target);
}

async function show(page: Page, { listingId, month }: Target) {
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
  for (const day of ['10', '11', '12'])
    await expect(dayButton(page, `${t.month}-${day}`)).toHaveAccessibleName(/: Closed: Basant festival/);
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
  await admin(
    'add-booking',
    '--supplier',
    'demo@supplier.test',
    '--listing',
    t.listingId,
    '--date',
    date,
    '--time',
    '10:00',
    '--people',
    '2',
  );
  await page.reload();
  await dayButton(page, date).click();
  await expect(page.getByRole('region', { name: 'Selected dates' }).getByRole('listitem').filter({ hasText: '10:00' })).toContainText(
    `${booked + 2} booked of ${booked + 5}, 3 left`,
  );
});

/** Puts a listing's rules back without the resource (the PUT takes the whole set). */
async function stopUsing(request: APIRequestContext, session: ApiSession, listingId: string, resourceId: string) {
  const rules = await session.get<AvailabilityRules>(`/listings/${listingId}/availability/rules`);
  const reply = await request.put(`${API}/listings/${listingId}/availability/rules`, {
    headers: session.headers,
    data: {
      schedules: rules.schedules.map(({ schedule_id: _, ...schedule }) => schedule),
      booking_window: rules.booking_window,
      resources: rules.resources
        .filter((link) => link.resource_id !== resourceId)
        .map(({ resource_id, units, people_per_unit }) => ({ resource_id, units, people_per_unit })),
    },
  });
  expect(reply.ok()).toBeTruthy();
}

/** The most a resource is used on any day of the year ahead, as a listing drawing on it sees it. */
async function mostUsed({ calendar }: Target): Promise<number> {
  const { today } = await calendar('2026-01-01', '2026-01-01');
  const { days } = await calendar(today, new Date(Date.parse(today) + 365 * 86_400_000).toISOString().slice(0, 10));
  return Math.max(0, ...days.map((day) => day.resources[0]?.used ?? 0));
}

test('a shared resource given to two listings stops the second selling a day the first used it up', async ({ page, request }) => {
  const [tour, bike, session] = [await target(request), await target(request, BIKE_TITLE), await apiSession(request)];
  const name = `Boat ${Date.now()}`;
  const created = await request.post(`${API}/resources`, { headers: session.headers, data: { name, units: 100 } });
  expect(created.status()).toBe(201);
  const { resource_id: resourceId } = (await created.json()) as { resource_id: string };
  // A day both sell, late in the month (clear of the other journeys' days).
  const { days } = await bike.calendar(`${bike.month}-20`, `${bike.month}-28`);
  const date = days.find((day) => day.status !== 'closed')!.date;
  try {
    await signIn(page);
    for (const listing of [tour, bike]) {
      await show(page, listing);
      const rules = page.getByRole('form', { name: 'Schedule and booking window' });
      await rules.getByRole('combobox', { name: 'Shared resource to add' }).selectOption({ label: `${name} (100 in all)` });
      await rules.getByRole('button', { name: 'Use this resource' }).click();
      await expect(rules.getByRole('spinbutton', { name: 'Units per booking' }).last()).toHaveValue('1');
      await rules.getByRole('button', { name: 'Save rules' }).click();
      await expect(page.getByText('Availability rules saved.')).toBeVisible();
    }
    // The bookings both already have now draw on it; the tour's bookings fill that day to one more
    // than any other day, and the resource is resized to exactly that.
    const units = (await mostUsed(bike)) + 1;
    const [before] = (await bike.calendar(date, date)).days;
    expect(before!.status).not.toBe('closed');
    for (let used = before!.resources[0]!.used; used < units; used += 1) {
      await admin('add-booking', '--supplier', DEMO.email, '--listing', tour.listingId, '--date', date, '--people', '1');
    }
    const resized = await request.put(`${API}/resources/${resourceId}`, { headers: session.headers, data: { name, units } });
    expect(resized.status()).toBe(200);
    await page.reload();
    await expect(dayButton(page, date)).toHaveAccessibleName(/: Shared resource used up\b/);
    const [day] = (await bike.calendar(date, date)).days;
    expect([day!.closed_reason, day!.resources]).toEqual([
      'pool_exhausted',
      [{ resource_id: resourceId, name, units, used: units, remaining: 0 }],
    ]);
  } finally {
    for (const listing of [tour, bike]) await stopUsing(request, session, listing.listingId, resourceId);
    await request.delete(`${API}/resources/${resourceId}`, { headers: session.headers });
  }
});

test('closes two listings for a range at once from My Listings, and both calendars show it', async ({ page, request }) => {
  const [tour, bike] = [await target(request), await target(request, BIKE_TITLE)];
  await signInAt(page, paths.listings);
  await page.getByRole('button', { name: 'Change availability in bulk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change availability in bulk' });
  await tick(dialog, `${LISTING_TITLE} (Tour)`);
  await tick(dialog, `${BIKE_TITLE} (Bike rental)`);
  // Date pickers, filled from the keyboard.
  await typeDate(page, dialog.getByLabel('First date'), `${tour.month}-26`);
  await typeDate(page, dialog.getByLabel(/Last date/), `${tour.month}-27`);
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Shandur Polo Festival');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Review the change' }).click();
  await expect(dialog).toContainText(`Close 2 listings from ${tour.month}-26 to ${tour.month}-27 (Shandur Polo Festival)?`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Availability changed for 2 listings.')).toBeVisible();
  for (const listing of [tour, bike]) {
    await show(page, listing);
    for (const day of ['26', '27'])
      await expect(dayButton(page, `${tour.month}-${day}`)).toHaveAccessibleName(/: Closed: Shandur Polo Festival/);
    await expect(dayButton(page, `${tour.month}-25`)).not.toHaveAccessibleName(/Shandur Polo Festival/);
  }
});

test('deletes a date change after asking, and the day opens again', async ({ page, request }) => {
  const [t, session] = [await target(request), await apiSession(request)];
  const date = `${t.month}-28`;
  const added = await request.post(`${API}/listings/${t.listingId}/availability/exceptions`, {
    headers: session.headers,
    data: { from: date, closed: true, note: 'Road closed by landslide' },
  });
  expect(added.status()).toBe(201);
  await open(page, t);
  await expect(dayButton(page, date)).toHaveAccessibleName(/: Closed: Road closed by landslide/);
  const changes = page.getByRole('list', { name: 'Date changes' });
  const item = changes.getByRole('listitem').filter({ hasText: 'Road closed by landslide' });
  await expect(item).toContainText(`28 ${monthName(t.month)} ${t.month.slice(0, 4)}`);
  await item.getByRole('button', { name: /^Delete the change of/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this date change?' });
  await expect(dialog).toContainText('will follow the schedule again.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/^Date change of .* deleted\.$/)).toBeVisible();
  await expect(dayButton(page, date)).toHaveAccessibleName(/: (Open|Filling|Full)\b/);
  await expect(item).toHaveCount(0);
  const [day] = (await t.calendar(date, date)).days;
  expect([day!.closed_reason, day!.note]).toEqual([null, null]);
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`no axe violation at ${viewport.width} px: the calendar with a day's panel, and Shared resources`, async ({
    page,
    request,
  }, testInfo) => {
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
