import type { Page } from '@playwright/test';

import { expect, signInAt, test, tick } from './fixtures';

/**
 * Issue 34: a toast never covers the control a person presses next. A photo's upload toast sat
 * over the wizard's Next once the page was scrolled to its end; it pauses while hovered, so it
 * stayed while the person aimed at Next and took the click.
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f5d5d80000000049454e44ae426082',
  'hex',
);
const UPLOADED = 'Successfully uploaded 1 photo(s).';

interface Wizard {
  name: string;
  address: string;
  /** Fills the first step, all but its photo. */
  fill: (page: Page) => Promise<void>;
  /** The heading of the step after the first. */
  second: string;
}

const WIZARDS: Wizard[] = [
  {
    name: 'hotel room',
    address: '/hotel',
    fill: async (page) => {
      await page.getByLabel(/^Room name/).fill('Toast-free Deluxe Room');
      await page.getByLabel(/^Room number/).fill('12');
      await page.getByLabel(/^Room size/).fill('30 m²');
      await tick(page, 'King');
    },
    second: 'Pricing & Availability',
  },
  {
    name: 'car',
    address: '/car-listing',
    fill: async (page) => {
      await page.getByLabel(/^Car name/).fill('Toast-free Tucson');
      const choices = { Make: 'Hyundai', 'Model year': '2023', 'Engine capacity': '2000cc', 'Fuel type': 'Hybrid', 'Car type': 'SUV' };
      for (const [label, option] of Object.entries(choices)) await page.getByLabel(label, { exact: true }).selectOption(option);
    },
    second: 'Pricing & Availability',
  },
];

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

/**
 * Looks at the page once, in one task, so a toast that times out meanwhile cannot leave a stale
 * handle: for each control, whether its middle is itself to the pointer and which toasts overlap it.
 */
const coverOf = (page: Page, names: string[]) =>
  page.evaluate((names) => {
    const toasts = [...document.querySelectorAll('[role="region"][aria-label^="Notifications"] [role="status"]')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    const buttons = [...document.querySelectorAll('button')];
    const controls = names.map((name) => {
      const element = buttons.find((button) => button.textContent?.trim() === name)!;
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const overlapped = toasts.filter(
        (toast) => toast.x < box.right && toast.right > box.x && toast.y < box.bottom && toast.bottom > box.y,
      ).length;
      return { name, reachable: top !== null && element.contains(top), overlapped };
    });
    return { toasts: toasts.length, controls };
  }, names);

async function expectNoToastOver(page: Page, names: string[]) {
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('status')
      .first(),
  ).toBeVisible();
  // The stack follows a scroll at the next frame, before it is painted: look after that frame, as
  // a person would (a check run between the scroll and the frame saw the stack where it was).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const cover = await coverOf(page, names);
  expect(cover.toasts, 'the toast was still showing when the page was looked at').toBeGreaterThan(0);
  expect(cover.controls).toEqual(names.map((name) => ({ name, reachable: true, overlapped: 0 })));
}

for (const viewport of VIEWPORTS) {
  for (const wizard of WIZARDS) {
    test(`${wizard.name} wizard at ${viewport.width}x${viewport.height}: Next takes the click right after a photo's upload toast`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInAt(page, wizard.address);
      await wizard.fill(page);
      await page.locator('input[type="file"]').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText(UPLOADED)).toBeVisible();
      await expect(page.getByRole('img', { name: /^Photo 1/ })).toBeVisible();
      // At the end of the page, where the person finds Next.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const next = page.getByRole('button', { name: 'Next' });
      await expectNoToastOver(page, ['Next', 'Back']);
      // Aimed and pressed at once, as a person does, without waiting for the toast to leave.
      const box = (await next.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByRole('heading', { name: wizard.second, level: 2 })).toBeVisible();
      // The upload's toast was about the first step: it does not follow the person to the next.
      await expect(page.getByText(UPLOADED)).toHaveCount(0);
    });
  }
}
