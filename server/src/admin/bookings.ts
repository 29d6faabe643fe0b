import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password';
import type { Database, Queryable } from '../db/database';
import { AdminError, requireUuid } from './admin-error';
import { findSupplierByEmail } from './suppliers';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

export interface AddBookingInput {
  supplierEmail: string;
  /** Default: the supplier's newest live tour or trek (or, failing that, its newest listing). */
  listingId?: string;
  /** An existing customer of that name, or a new one. Default 'Walk-in Customer'. */
  customerName?: string;
  /** YYYY-MM-DD; default 14 days from today. */
  date?: string;
  /** Default 2. */
  people?: number;
  /** PKR; default the listing's price, times the people for trips. */
  total?: number;
  /** Default confirmed. */
  status?: (typeof BOOKING_STATUSES)[number];
}

interface ListingRow {
  listing_id: string;
  listing_type: string;
  title: string;
  price: number;
  meta_data: { duration?: unknown; starts_in?: unknown; city?: unknown; type?: unknown };
}

interface CustomerRow {
  user_id: string;
  full_name: string;
  country: string | null;
  city: string | null;
  emergency_contact: string | null;
}

/** A booking made through the marketplace, for trying the portal: answers the new booking's id and number. */
export async function addBooking(db: Database, input: AddBookingInput) {
  const supplier = await findSupplierByEmail(db, input.supplierEmail);
  const listing = await findListing(db, supplier.supplier_id, input.listingId);
  const people = input.people ?? 2;
  const status = input.status ?? 'confirmed';
  const date = input.date ?? new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const customer = await findOrCreateCustomer(tx, input.customerName?.trim() || 'Walk-in Customer');
    const [row] = await tx.query<{ booking_id: string; booking_number: number; total_price: number }>(
      `INSERT INTO bookings (supplier_id, listing_id, customer_id, customer_name, customer_country, customer_city, emergency_contact,
         tour_name, listing_type, group_type, audience, booking_status, selected_date, duration_days, starts_in,
         selected_people, total_price, free_cancellation_until, cancellation_reason, cancelled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $13::date - 7,
         $18, CASE WHEN $12 = 'cancelled' THEN now() END)
       RETURNING booking_id, booking_number, total_price`,
      [
        supplier.supplier_id, listing.listing_id, customer.user_id, customer.full_name, customer.country ?? 'Pakistan', customer.city,
        customer.emergency_contact, listing.title, listing.listing_type, listing.meta_data.type === 'private' ? 'private' : 'group',
        customer.country && customer.country !== 'Pakistan' ? 'international' : 'local', status, date, durationDays(listing),
        startsIn(listing), people, input.total ?? defaultTotal(listing, people),
        status === 'cancelled' ? 'Cancelled by the marketplace team' : null,
      ],
    );
    return { ...row!, listing_id: listing.listing_id, tour_name: listing.title, customer_name: customer.full_name, selected_date: date, selected_people: people, booking_status: status };
  });
}

async function findListing(db: Queryable, supplierId: string, listingId: string | undefined): Promise<ListingRow> {
  const columns = 'listing_id, listing_type, title, price, meta_data';
  if (listingId) {
    const [listing] = await db.query<ListingRow>(`SELECT ${columns} FROM listings WHERE listing_id = $1 AND supplier_id = $2`, [requireUuid(listingId, 'The listing id'), supplierId]);
    if (!listing) throw new AdminError(`Listing ${listingId} not found for this supplier`);
    return listing;
  }
  const [newest] = await db.query<ListingRow>(
    `SELECT ${columns} FROM listings WHERE supplier_id = $1
     ORDER BY status = 'approved' DESC, listing_type IN ('tour', 'trek') DESC, created_at DESC LIMIT 1`,
    [supplierId],
  );
  if (!newest) throw new AdminError('This supplier has no listings yet; create one first');
  return newest;
}

async function findOrCreateCustomer(db: Queryable, fullName: string): Promise<CustomerRow> {
  const columns = 'user_id, full_name, country, city, emergency_contact';
  const [existing] = await db.query<CustomerRow>(
    `SELECT ${columns} FROM users WHERE role = 'customer' AND lower(full_name) = lower($1) ORDER BY created_at LIMIT 1`,
    [fullName],
  );
  if (existing) return existing;
  const slug = fullName.normalize('NFD').toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '') || 'customer';
  // A customer of the marketplace never signs in to the portal: a password nobody knows.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64'));
  const [created] = await db.query<CustomerRow>(
    `INSERT INTO users (full_name, email, password_hash, role, country) VALUES ($1, $2, $3, 'customer', 'Pakistan') RETURNING ${columns}`,
    [fullName, `${slug}.${randomBytes(3).toString('hex')}@customer.test`, passwordHash],
  );
  return created!;
}

// Trips are priced per person; rooms, rentals and guides per night or day.
const PER_PERSON = new Set(['tour', 'trek', 'activity', 'experience']);
const defaultTotal = (listing: ListingRow, people: number) => listing.price * (PER_PERSON.has(listing.listing_type) ? people : 1);

/** A duration of {value: 5, unit: 'days'} gives 5 days, weeks seven each; hours, or no duration (rooms, rentals), a single day. */
function durationDays(listing: ListingRow): number {
  const duration = listing.meta_data.duration as { value?: unknown; unit?: unknown } | undefined;
  const value = typeof duration?.value === 'number' ? duration.value : 0;
  const days = duration?.unit === 'weeks' ? value * 7 : duration?.unit === 'days' ? value : 1;
  return Math.max(1, days);
}

function startsIn(listing: ListingRow): string | null {
  const place = listing.meta_data.starts_in ?? listing.meta_data.city;
  return typeof place === 'string' ? place : null;
}
