import type { Booking, ChatItem, ChatParty, Message } from '@portal/contracts';

/** Chat items, messages and a booking as the API answers them, for component tests. */
export const ME = '00000000-0000-4000-8000-0000000000aa';
export const AYESHA = '00000000-0000-4000-8000-0000000000c1';
export const BILAL = '00000000-0000-4000-8000-0000000000c2';
export const HUNZA = '7f1c2d3e-0000-4000-8000-000000000001';
export const SKARDU = '7f1c2d3e-0000-4000-8000-000000000002';
export const FAIRY_MEADOWS = '7f1c2d3e-0000-4000-8000-000000000009';
export const SANA = '00000000-0000-4000-8000-0000000000c9';

const party = (user_id: string, full_name: string): ChatParty => ({ user_id, full_name, profile_photo: null });
export const me = party(ME, 'Demo Supplier');
export const ayesha = party(AYESHA, 'Ayesha Khan');
export const bilal = party(BILAL, 'Bilal Ahmed');

export const chat = (overrides: Partial<ChatItem> = {}): ChatItem => ({
  sender: ayesha, receiver: me, customer: ayesha,
  booking: { booking_id: HUNZA, booking_number: 1042, tour_name: 'Hunza Valley Tour' },
  message_text: 'Is pickup from Gilgit possible?', message_file: null, timestamp: '2026-11-20T08:15:00.000Z', unread_count: 0,
  ...overrides,
});

let next = 0;
export const message = (overrides: Partial<Message> = {}): Message => ({
  message_id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  booking_id: HUNZA, sender_id: AYESHA, receiver_id: ME, message_text: 'Hello', message_file: null,
  timestamp: '2026-11-20T08:00:00.000Z', ...overrides,
});

/** A booking without messages yet, as GET /bookings/{id} answers it. */
export const booking = (overrides: Partial<Booking> = {}): Booking => ({
  booking_id: FAIRY_MEADOWS, booking_number: 1050, booking_status: 'confirmed',
  created_at: '2026-11-02T09:30:00.000Z', received: '2026-11-02T09:30:00.000Z', customer_id: SANA,
  customer_name: 'Sana Malik', customer_country: 'Pakistan', customer_city: 'Lahore', emergency_contact: null,
  tour_name: 'Fairy Meadows Trek', listing_type: 'trek', group_type: 'private', audience: 'local', selected_date: '2026-12-15',
  starts_in: 'Islamabad', duration_days: 4, selected_add_ons: [], selected_people: 2, total_price: 60000, free_cancellation_until: null,
  cancellation_reason: null, cancellation_note: null, cancelled_at: null, ...overrides,
});
