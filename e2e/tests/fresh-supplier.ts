import type { APIRequestContext } from '@playwright/test';

import { SUPPLIER_TERMS_VERSION, WEEKDAYS } from '@portal/contracts';

import { admin, API, type ApiSession, apiSession, expect, registerUser } from './fixtures';

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

/** A tour of the supplier's own, created through the API as the tour wizard sends it. */
export async function freshTour(request: APIRequestContext, supplier: { email: string; password: string }): Promise<string> {
  const session = await apiSession(request, supplier);
  const upload = await request.post(`${API}/uploads`, {
    headers: session.headers,
    multipart: { files: { name: 'valley.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [photo] = ((await upload.json()) as { urls: string[] }).urls;
  const created = await request.post(`${API}/listings`, {
    headers: session.headers,
    data: {
      partner_id: session.supplierId,
      listing_type: 'tour',
      title: 'Hunza Valley Tour',
      description: 'Five days in Hunza.',
      price: 45_000,
      meta_data: {
        type: 'group',
        title: 'Hunza Valley Tour',
        overview: 'Karimabad, Attabad Lake and the Khunjerab Pass.',
        duration: '5 days',
        min_people: 2,
        languages: ['English', 'Urdu'],
        starts_in: 'Gilgit',
        photos: [photo],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { listing_id: string }).listing_id;
}

interface FreshBooking {
  booking_id: string;
  booking_number: number;
  listing_id: string;
  tour_name: string;
  customer_name: string;
  selected_date: string;
  start_time: string | null;
}

/** Opens the listing from today on, every day at `startTimes` for 10 people; answers Pakistan's today on the server. */
export async function openEveryDay(
  request: APIRequestContext,
  session: ApiSession,
  listingId: string,
  startTimes: string[],
): Promise<string> {
  const { today } = await session.get<{ today: string }>(`/listings/${listingId}/availability?from=2026-01-01&to=2026-01-01`);
  const rules = await request.put(`${API}/listings/${listingId}/availability/rules`, {
    headers: session.headers,
    data: {
      schedules: [{ starts_on: today, ends_on: null, weekdays: [...WEEKDAYS], start_times: startTimes, capacity: 10 }],
      booking_window: { cutoff_hours: 0, min_notice_days: 0, max_advance_days: 365, min_people: null },
      resources: [],
    },
  });
  expect(rules.status(), await rules.text()).toBe(200);
  return today;
}

/**
 * A confirmed booking of `customer` on the supplier's own tour (freshTour, approved by the team,
 * 10:00 every day for 10 people), added by the marketplace team's command as a customer's booking is.
 */
export async function freshBooking(request: APIRequestContext, supplier: { email: string; password: string }, customer: string) {
  const listingId = await freshTour(request, supplier);
  await admin('approve-listing', listingId);
  await openEveryDay(request, await apiSession(request, supplier), listingId, ['10:00']);
  return admin<FreshBooking>('add-booking', '--supplier', supplier.email, '--listing', listingId, '--customer', customer);
}
