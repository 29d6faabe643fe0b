import { paths } from '@portal/contracts';

import { chromium } from '../chromium';
import { expect, signInAt, test } from './fixtures';
import { freshSupplier, PNG } from './fresh-supplier';

// The portal opened under another name, as a phone on the same network or a real domain would:
// Chromium resolves portal.example to this machine, so nothing may name localhost.
test.use({
  baseURL: 'http://portal.example:3000',
  launchOptions: { ...chromium, args: [...chromium.args, '--host-resolver-rules=MAP portal.example 127.0.0.1'] },
});

test('at any address: signs in, uploads a photo and shows it, all at the address the portal was opened at', async ({ page, request }) => {
  const supplier = await freshSupplier(request);
  const foreign: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).hostname !== 'portal.example') foreign.push(sent.url());
  });
  await signInAt(page, paths.profile, supplier);

  await page.getByLabel('Profile photo file').setInputFiles({ name: 'Hunza view.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile image updated')).toBeVisible();
  const photo = page.getByRole('img', { name: "Nanga Parbat Expeditions's photo" });
  // Stored as a path at the portal's origin, ending with the name it was uploaded under.
  await expect(photo).toHaveAttribute('src', /^\/api\/v1\/files\/[0-9a-f-]{36}\.png\/Hunza%20view\.png$/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  expect(foreign).toEqual([]);
});
