import type { Booking } from '@portal/contracts';

/** A booking as the API answers it, for component tests. */
export const booking = (overrides: Partial<Booking> = {}): Booking => ({
  booking_id: '7f1c2d3e-0000-4000-8000-000000000001', booking_number: 1042, booking_status: 'confirmed',
  created_at: '2026-11-02T09:30:00.000Z', received: '2026-11-02T09:30:00.000Z', customer_id: null, customer_name: 'Ayesha Khan',
  customer_country: 'Pakistan', customer_city: 'Lahore', emergency_contact: '+92 300 1112223', tour_name: 'Hunza Valley Tour',
  listing_type: 'tour', group_type: 'group', audience: 'local', selected_date: '2026-12-15', starts_in: 'Islamabad', duration_days: 5,
  selected_add_ons: [], selected_people: 3, total_price: 45000, free_cancellation_until: '2026-12-10', cancellation_reason: null,
  cancellation_note: null, cancelled_at: null, ...overrides,
});
