import type { Page } from '@playwright/test';

import { paths } from '@portal/contracts';

import { expect, signIn, test } from './fixtures';

/** Small files whose content the server's type check accepts. */
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% sign-up test document\n') });
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
});

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
const choose = (page: Page, label: string) => page.getByText(label, { exact: true }).click();
const answer = (page: Page, question: string, reply: 'Yes' | 'No') =>
  page.getByRole('group', { name: question }).getByText(reply, { exact: true }).click();
const select = (page: Page, label: string, option: string) => page.getByLabel(label).selectOption({ label: option });

/** Uploads files into a field and waits until each is stored (it then has a Remove button of its own). */
async function upload(page: Page, label: string | RegExp, files: ReturnType<typeof pdf>[]) {
  const removeButtons = page.getByRole('button', { name: /^Remove / });
  const before = await removeButtons.count();
  await page.getByLabel(label).setInputFiles(files);
  await expect(removeButtons).toHaveCount(before + files.length);
}

interface Journey {
  category: string;
  nameLabel: string;
  contact: boolean;
  business: (page: Page) => Promise<void>;
  services?: (page: Page) => Promise<void>;
  verification: (page: Page) => Promise<void>;
}

const journeys: Record<string, Journey> = {
  hotel: {
    category: 'Hotel (hotel, lodge, homestay or guesthouse)',
    nameLabel: "Property's name",
    contact: true,
    business: async (page) => {
      await page.getByLabel('City/region').fill('Hunza');
      await page.getByLabel('Address').fill('Karimabad, Hunza');
      await select(page, 'Property type', 'Lodge');
    },
    services: async (page) => {
      await choose(page, 'Free Wi-Fi');
      await choose(page, 'Mountain view');
      await select(page, 'How many rooms does your property have?', '6-15');
      await expect(page.getByLabel('Check-in time')).toHaveValue(/.+/);
    },
    verification: async (page) => {
      await page.getByLabel(/Photos of your property/).setInputFiles([png('lobby.png'), png('room.png')]);
      await expect(page.getByText('Photos uploaded successfully!')).toBeVisible();
      await upload(page, 'Verification documents', [pdf('registration.pdf')]);
    },
  },
  tour_operator: {
    category: 'Tour operator',
    nameLabel: 'Business name',
    contact: true,
    business: async (page) => {
      await page.getByLabel('City/region').fill('Islamabad');
      await page.getByLabel('Office address').fill('F-7 Markaz, Islamabad');
      await choose(page, 'Multi-day');
      await answer(page, 'Do you operate treks?', 'Yes');
      await answer(page, 'Do you serve international tourists?', 'Yes');
    },
    verification: async (page) => {
      await upload(page, 'Business registration', [pdf('secp.pdf')]);
      await upload(page, 'DTS license', [pdf('dts.pdf')]);
    },
  },
  activity_operator: {
    category: 'Activity operator',
    nameLabel: 'Business name',
    contact: true,
    business: async (page) => {
      await page.getByLabel('City/region').fill('Lahore');
      await page.getByLabel('Address').fill('Jallo Park, Lahore');
      await choose(page, 'Paragliding');
      await choose(page, 'Saturday');
      await select(page, 'Opening time', '09:00');
      await select(page, 'Closing time', '18:00');
    },
    verification: async (page) => {
      await upload(page, 'Eligibility document', [pdf('eligibility.pdf')]);
      await upload(page, 'Verification document', [pdf('verification.pdf')]);
    },
  },
  rental: {
    category: 'Rental provider',
    nameLabel: 'Business name',
    contact: true,
    business: async (page) => {
      await page.getByLabel('City/region').fill('Skardu');
      await page.getByLabel('Location').fill('Airport Road, Skardu');
      await select(page, 'What do you rent out?', 'Cars and bikes');
      await select(page, 'How many cars or bikes do you have?', '6-10');
      await answer(page, 'Do you offer self-drive?', 'No');
      await answer(page, 'Do you require a security deposit?', 'Yes');
    },
    verification: async (page) => {
      await upload(page, 'Verification documents', [pdf('registration.pdf'), pdf('vehicles.pdf')]);
    },
  },
  tour_guide: {
    category: 'Tour guide',
    nameLabel: 'Full name',
    contact: false,
    business: async (page) => {
      await page.getByLabel('City/region').fill('Peshawar');
      await page.getByLabel('Address').fill('University Town, Peshawar');
      await expect(page.getByText('Your address will not be visible on your profile.')).toBeVisible();
      await choose(page, 'History');
      await select(page, 'How long have you been guiding?', '6-10 years');
      await answer(page, 'Do you guide international tourists?', 'Yes');
    },
    verification: async (page) => {
      await upload(page, 'DTS license', [pdf('dts.pdf')]);
      await upload(page, 'Identity document', [pdf('cnic.pdf')]);
    },
  },
};

test.describe('supplier sign-up', () => {
  for (const [type, journey] of Object.entries(journeys)) {
    test(`signs up as ${journey.category} and then signs in as the new supplier`, async ({ page }) => {
      const email = `signup-${type}-${Date.now()}@example.test`;
      const password = 'secret123';
      await page.goto(paths.signup);
      await heading(page, 'Choose your business type');
      await next(page);
      await expect(page.getByText('Please select a business type to continue.').first()).toBeVisible();
      await choose(page, journey.category);
      await next(page);

      await heading(page, 'For smooth communication');
      await page.getByLabel(journey.nameLabel).fill(`E2E ${type}`);
      if (journey.contact) await page.getByLabel("Contact person's name").fill('Ayesha Khan');
      else await expect(page.getByLabel("Contact person's name")).toHaveCount(0);
      await page.getByLabel('Phone number').fill('3001234567');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Set password').fill('12345');
      await next(page);
      await expect(page.getByText('Password must be at least 6 characters long.').first()).toBeVisible();
      await page.getByLabel('Set password').fill(password);
      // The demo supplier's e-mail has an account: said on the field as the step is left.
      await page.getByLabel('Email').fill('demo@supplier.test');
      await next(page);
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await heading(page, 'For smooth communication');
      await page.getByLabel('Email').fill(email);
      await next(page);

      await journey.business(page);
      await next(page);
      if (journey.services) {
        await heading(page, 'Services');
        await journey.services(page);
        await next(page);
      }
      await heading(page, 'For verification');
      await journey.verification(page);
      // On the box itself: the middle of its label is the link to the terms.
      const terms = page.getByRole('checkbox', { name: 'I accept the supplier terms' });
      await terms.locator('xpath=ancestor::label').click({ position: { x: 6, y: 8 } });
      await expect(terms).toBeChecked();
      await page.getByRole('button', { name: 'Submit' }).click();

      await expect(page.getByText('Supplier registered successfully!')).toBeVisible();
      await expect(page.getByRole('heading', { name: "We're reviewing your details..." })).toBeVisible();
      // Sign-up signed the person in: the way on is not a log-in.
      await expect(page.getByRole('button', { name: 'Go to dashboard' })).toBeVisible();

      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, { email, password });
    });
  }
});
