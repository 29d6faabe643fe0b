import type { APIRequestContext } from '@playwright/test';

import { SUPPLIER_TERMS_VERSION } from '@portal/contracts';

import { API, expect, registerUser } from './fixtures';

/** A 1 x 1 PNG, for uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A supplier of its own, signed up through the API, so changing its password never disturbs the
 * demo supplier other journeys sign in as.
 */
export async function freshSupplier(request: APIRequestContext) {
  const email = `profile-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@supplier.test`;
  const password = 'first-pass1';
  const { token, userId } = await registerUser(request, { fullName: 'Nanga Parbat Expeditions', email, password, phone: '+923001112233' });
  // Files belong to an account: the upload goes with the token users/register answered.
  const upload = await request.post(`${API}/uploads`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [document] = ((await upload.json()) as { urls: string[] }).urls;
  const supplier = await request.post(`${API}/suppliers/register`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      supplier_type: 'tour_operator',
      user_id: userId,
      accepted_terms_version: SUPPLIER_TERMS_VERSION,
      profile_data: {
        country: 'Pakistan',
        phone_number: '+92 3001112233',
        email,
        business_name: 'Nanga Parbat Expeditions',
        contact_name: 'Hina Qureshi',
        city: 'Gilgit',
        office_address: 'Jutial Road, Gilgit',
        tour_types: ['Group', 'Multi-day'],
        operate_treks: true,
        international_tourists: false,
        business_registration: [document],
        dts_license: [document],
      },
    },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  return { email, password, userId };
}
