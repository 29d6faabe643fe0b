import { randomUUID } from 'node:crypto';
import { addMinutes } from './dates';
import { OTHER_LISTINGS, type PlainListing } from './other-listings';
import type { Random } from './prng';
import { json, type Row } from './rows';
import { TRIPS, type ListingStatus, type Trip } from './trip-catalog';
import { tripMeta } from './trip-meta';

export interface SeededListing {
  listing_id: string;
  listing_type: string;
  title: string;
  price: number;
  status: ListingStatus;
  /** Set for the tours and treks that take bookings. */
  trip?: Trip;
}

export interface ListingSet {
  listings: SeededListing[];
  rows: Row[];
  editLogs: Row[];
}

const STATUS_CYCLE: readonly ListingStatus[] = ['approved', 'pending_review', 'edit_pending_review', 'rejected'];
const REJECTION_NOTES = [
  'Please add at least three photos of the vehicle or room.',
  'The price and the inclusions do not match; please correct and resubmit.',
];

/**
 * The demo operator's listings: every tour and trek of the catalogue, and four of each other kind,
 * so every listing_type appears in every status. Live listings are older than the oldest booking.
 */
export function buildDemoListings(random: Random, now: Date, supplierId: string, supplierUserId: string): ListingSet {
  const set: ListingSet = { listings: [], rows: [], editLogs: [] };
  for (const trip of TRIPS) {
    add(set, random, now, supplierId, { ...trip, description: trip.overview, meta_data: tripMeta(trip) }, trip.status, supplierUserId, trip);
  }
  OTHER_LISTINGS.forEach((listing, i) => {
    add(set, random, now, supplierId, listing, STATUS_CYCLE[i % STATUS_CYCLE.length]!, 'admin');
  });
  return set;
}

/** The hotel's rooms, all live. */
export function buildHotelListings(random: Random, now: Date, supplierId: string, rooms: readonly PlainListing[]): ListingSet {
  const set: ListingSet = { listings: [], rows: [], editLogs: [] };
  for (const room of rooms) add(set, random, now, supplierId, room, 'approved', 'admin');
  return set;
}

function add(
  set: ListingSet, random: Random, now: Date, supplierId: string, listing: Omit<PlainListing, 'listing_type'> & { listing_type: string },
  status: ListingStatus, statusChangedBy: string, trip?: Trip,
) {
  const listing_id = randomUUID();
  const { created_at, updated_at } = timestamps(random, now, status);
  set.listings.push({ listing_id, listing_type: listing.listing_type, title: listing.title, price: listing.price, status, ...(trip ? { trip } : {}) });
  // A deactivated trip was switched off by its supplier; other rejected kinds were refused in review.
  const review_note = status === 'rejected' && !trip ? random.pick(REJECTION_NOTES) : null;
  set.rows.push({
    listing_id, supplier_id: supplierId, listing_type: listing.listing_type, title: listing.title, description: listing.description,
    price: listing.price, meta_data: json(listing.meta_data), status, review_note, created_at, updated_at,
  });
  if (status === 'rejected') {
    set.editLogs.push({
      listing_id, edit_type: 'status_change', edited_by: statusChangedBy,
      edited_fields: json({ status: 'rejected', old_status: trip ? 'approved' : 'pending_review' }), created_at: updated_at,
    });
  }
}

/** New submissions are hours old; live listings predate the two years of bookings. */
function timestamps(random: Random, now: Date, status: ListingStatus) {
  if (status === 'pending_review') {
    const created = addMinutes(now, -random.int(120, 600));
    return { created_at: created, updated_at: created };
  }
  const created_at = addMinutes(now, -random.int(820, 860) * 1440 - random.int(0, 600));
  const updated_at = status === 'edit_pending_review' ? addMinutes(now, -random.int(60, 300))
    : status === 'rejected' ? addMinutes(now, -random.int(20, 40) * 1440) : addMinutes(created_at, random.int(60, 1440));
  return { created_at, updated_at };
}
