import { randomBytes } from 'node:crypto';

import { addDays, type ListingType } from '@portal/contracts';

import { hashPassword } from '../auth/password';
import { spanDaysOf } from '../availability/availability-state';
import { firstBookableDate } from '../availability/bookable-dates';
import { recordDraws, type Reservation, reserveCapacity } from '../availability/booking-capacity';
import { recordBookingLiveEvent } from '../bookings/booking-live-event';
import { cancelBooking } from '../bookings/cancel-booking';
import { cancellationTermsOf, freeCancellationUntil } from '../bookings/cancellation-terms';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { karachiToday } from '../pakistan-time';
import { AdminError, requireUuid } from './admin-error';
import { findSupplierByEmail } from './suppliers';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking still to come is news to the business (a request to answer, or an instant booking); one added as over or cancelled is not. */
const ANNOUNCED: readonly BookingStatus[] = ['pending', 'confirmed'];

export interface AddBookingInput {
  supplierEmail: string;
  /** Default: the supplier's newest live tour or trek (or, failing that, its newest listing). */
  listingId?: string;
  /** An existing customer of that name, or a new one. Default 'Walk-in Customer'. */
  customerName?: string;
  /** YYYY-MM-DD; default the first date from 14 days ahead with room. */
  date?: string;
  /** HH:MM of a trip's departure; default the first start time of the day with room. */
  time?: string;
  /** Default 2. */
  people?: number;
  /** PKR; default the listing's price, times the people for trips. */
  total?: number;
  /** Default confirmed; pending is a customer's request the supplier answers (request-booking). */
  status?: BookingStatus;
}

interface ListingRow {
  listing_id: string;
  listing_type: ListingType;
  title: string;
  price: number;
  meta_data: { duration?: unknown; starts_in?: unknown; city?: unknown; type?: unknown; important_info?: unknown };
}

interface CustomerRow {
  user_id: string;
  full_name: string;
  country: string | null;
  city: string | null;
  emergency_contact: string | null;
}

/**
 * A booking made through the marketplace, for trying the portal: answers the new booking's id and
 * number. It takes its capacity as any booking does (src/availability/booking-capacity.ts), so a
 * closed date, a slot past its cut-off or without room is refused with the reason; a booking
 * added as cancelled holds nothing. A pending or confirmed one is the business's live event
 * booking.created, from the marketplace (no member acted).
 */
export async function addBooking(db: Database, input: AddBookingInput) {
  const supplier = await findSupplierByEmail(db, input.supplierEmail);
  const listing = await findListing(db, supplier.supplier_id, input.listingId);
  const people = input.people ?? 2;
  const status = input.status ?? 'confirmed';
  const holds = status !== 'cancelled';
  const date =
    input.date ??
    (holds ? await firstBookableDate(db, listing.listing_id, addDays(karachiToday(), 14), people) : null) ??
    addDays(karachiToday(), 14);
  try {
    return await db.transaction(async (tx) => {
      const customer = await findOrCreateCustomer(tx, input.customerName?.trim() || 'Walk-in Customer');
      const held = holds ? await reserveCapacity(tx, { listingId: listing.listing_id, date, startTime: input.time, people }) : null;
      const row = await insertBooking(tx, {
        supplierId: supplier.supplier_id,
        listing,
        customer,
        status,
        date,
        people,
        held,
        total: input.total,
      });
      if (held) await recordDraws(tx, row.booking_id, held.draws);
      if (ANNOUNCED.includes(status)) await recordBookingLiveEvent(tx, 'booking.created', row.booking_id, null);
      return {
        ...row,
        listing_id: listing.listing_id,
        tour_name: listing.title,
        customer_name: customer.full_name,
        selected_date: date,
        start_time: held?.start_time ?? null,
        selected_people: people,
        booking_status: status,
      };
    });
  } catch (error) {
    // The availability's refusal (closed, cut-off, no room) is the command's answer.
    if (error instanceof HttpError) throw new AdminError(error.message);
    throw error;
  }
}

interface NewBooking {
  supplierId: string;
  listing: ListingRow;
  customer: CustomerRow;
  status: string;
  date: string;
  people: number;
  held: Reservation | null;
  total?: number;
}

async function insertBooking(tx: Queryable, b: NewBooking) {
  const { listing, customer } = b;
  const [row] = await tx.query<{ booking_id: string; booking_number: number; total_price: number }>(
    `INSERT INTO bookings (supplier_id, listing_id, customer_id, customer_name, customer_country, customer_city, emergency_contact,
       tour_name, listing_type, group_type, audience, booking_status, selected_date, duration_days, starts_in,
       selected_people, total_price, free_cancellation_until, cancellation_reason, cancelled_at, start_time, slot_units)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $21,
       $18, CASE WHEN $12 = 'cancelled' THEN now() END, $19::time, $20)
     RETURNING booking_id, booking_number, total_price`,
    [
      b.supplierId,
      listing.listing_id,
      customer.user_id,
      customer.full_name,
      customer.country ?? 'Pakistan',
      customer.city,
      customer.emergency_contact,
      listing.title,
      listing.listing_type,
      listing.meta_data.type === 'private' ? 'private' : 'group',
      customer.country && customer.country !== 'Pakistan' ? 'international' : 'local',
      b.status,
      b.date,
      b.held?.days ?? spanDaysOf(listing.listing_type, listing.meta_data.duration),
      startsIn(listing),
      b.people,
      b.total ?? defaultTotal(listing, b.people),
      b.status === 'cancelled' ? 'Cancelled by the marketplace team' : null,
      b.held?.start_time ?? null,
      b.held?.slot_units ?? null,
      freeCancellationUntil(cancellationTermsOf(listing.meta_data.important_info), b.date),
    ],
  );
  return row!;
}

async function findListing(db: Queryable, supplierId: string, listingId: string | undefined): Promise<ListingRow> {
  const columns = 'listing_id, listing_type, title, price, meta_data';
  if (listingId) {
    const [listing] = await db.query<ListingRow>(`SELECT ${columns} FROM listings WHERE listing_id = $1 AND supplier_id = $2`, [
      requireUuid(listingId, 'The listing id'),
      supplierId,
    ]);
    if (!listing) throw new AdminError(`Listing ${listingId} not found for this supplier`);
    return listing;
  }
  // A live tour or trek that has a schedule, newest first.
  const [newest] = await db.query<ListingRow>(
    `SELECT ${columns} FROM listings l WHERE supplier_id = $1
     ORDER BY status = 'approved' DESC, EXISTS (SELECT 1 FROM availability_schedules s WHERE s.listing_id = l.listing_id) DESC,
              listing_type IN ('tour', 'trek') DESC, created_at DESC LIMIT 1`,
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
  const slug =
    fullName
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'customer';
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

function startsIn(listing: ListingRow): string | null {
  const place = listing.meta_data.starts_in ?? listing.meta_data.city;
  return typeof place === 'string' ? place : null;
}

interface FoundBooking {
  booking_id: string;
  booking_number: number;
  booking_status: string;
  selected_date: string;
}

/** A booking named by its id or its number ('#1042' too), as the commands take it. */
export async function findBooking(db: Queryable, idOrNumber: string): Promise<FoundBooking> {
  const number = /^#?(\d{1,15})$/.exec(idOrNumber.trim());
  const [booking] = await db.query<FoundBooking>(
    `SELECT booking_id, booking_number, booking_status, selected_date FROM bookings WHERE ${number ? 'booking_number = $1' : 'booking_id = $1'}`,
    [number ? Number(number[1]) : requireUuid(idOrNumber, 'The booking id')],
  );
  if (!booking) throw new AdminError(`Booking not found: ${idOrNumber}`);
  return booking;
}

/** The marketplace team cancels a booking still ahead (by id or number, '#1042' too); its capacity is given back. */
export async function adminCancelBooking(db: Database, idOrNumber: string, reason?: string) {
  const booking = await findBooking(db, idOrNumber);
  const cancelled = await cancelBooking(db, {
    bookingId: booking.booking_id,
    today: karachiToday(),
    reason: reason?.trim() || 'Cancelled by the marketplace team',
    note: null,
    actorId: null,
  });
  if (!cancelled) {
    throw new AdminError(
      `Booking #${booking.booking_number} cannot be cancelled: it is ${booking.booking_status}, on ${booking.selected_date}.`,
    );
  }
  return { booking_id: booking.booking_id, booking_number: booking.booking_number, booking_status: 'cancelled' };
}
