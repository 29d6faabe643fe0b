import type { APIRequestContext } from '@playwright/test';

import { paths, SUPPLIER_TERMS_VERSION } from '@portal/contracts';

import { API, expect, mailsTo, registerUser, signIn, test } from './fixtures';

/** A tour guide signed up through the API as another app would: its phone in E.164, no documents yet. */
async function guideWithoutDocuments(request: APIRequestContext) {
  const email = `guide-${Date.now()}@supplier.test`;
  const password = 'guide-pass1';
  const { token, userId } = await registerUser(request, { fullName: 'Sana Baig', email, password });
  const supplier = await request.post(`${API}/suppliers/register`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      supplier_type: 'tour_guide',
      user_id: userId,
      accepted_terms_version: SUPPLIER_TERMS_VERSION,
      profile_data: {
        country: 'Pakistan',
        phone_number: '+923001234567',
        email,
        name: 'Sana Baig',
        city: 'Skardu',
        address: 'College Road, Skardu',
        specialise_in: ['Adventure', 'Culture'],
        guide_since: '3-5 years',
        international_tourists: true,
      },
    },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  return { email, password };
}

test.describe('a new supplier account', () => {
  test('signed up without documents and with an E.164 phone: resends the verification e-mail, shows the phone formatted and uploads the documents later', async ({
    page,
    request,
  }) => {
    const guide = await guideWithoutDocuments(request);
    await signIn(page, guide);

    const notice = page.getByText(`Your email address ${guide.email} is not verified yet.`, { exact: false });
    await expect(notice).toBeVisible();
    // Sign-up sent the first one.
    await expect.poll(() => mailsTo(guide.email, 'Verify your email address').length).toBe(1);
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText(`We have sent a new verification email to ${guide.email}.`)).toBeVisible();
    await expect.poll(() => mailsTo(guide.email, 'Verify your email address').length).toBe(2);
    const link = /http\S+verify-email\?token=\S+/.exec(mailsTo(guide.email, 'Verify your email address').at(-1)!)![0];
    expect((await request.get(link)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(notice).toHaveCount(0);

    await page.goto(paths.profile);
    await expect(page.getByText('+92 300 1234567').first()).toBeVisible();
    const documents = page.getByRole('region', { name: 'Verification documents' });
    await expect(documents).toContainText('Documents missing');
    await documents
      .getByLabel('DTS license files')
      .setInputFiles({ name: 'dts.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });
    await expect(documents.getByRole('link', { name: 'DTS license, file 1' })).toBeVisible();
    await documents
      .getByLabel('Identity document files')
      .setInputFiles({ name: 'cnic.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });
    await expect(documents.getByRole('link', { name: 'Identity document, file 1' })).toBeVisible();
    await expect(documents).toContainText('Complete');
  });
});
