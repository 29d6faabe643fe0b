import { randomUUID } from 'node:crypto';

import * as v from 'valibot';

import { CreateListingRequestSchema, type ListingType } from '@portal/contracts';

import { contentOf, type ListingContent } from '../listings/listing-record';
import { addMinutes } from './dates';
import { historyOf, type Review, type Story } from './listing-history';
import { OTHER_LISTINGS, type PlainListing } from './other-listings';
import type { PhotoPool } from './photos';
import type { Random } from './prng';
import { json, type Row } from './rows';
import { type ListingStatus, type Trip, TRIPS } from './trip-catalog';
import { tripMeta } from './trip-meta';

export interface SeededListing {
  listing_id: string;
  listing_type: ListingType;
  title: string;
  price: number;
  status: ListingStatus;
  /** Its live meta_data and the day it was created: its first availability follows from them. */
  meta_data: Record<string, unknown>;
  created_at: Date;
  /** Set for the tours and treks that take bookings. */
  trip?: Trip;
}

export interface ListingSet {
  listings: SeededListing[];
  rows: Row[];
  editLogs: Row[];
}

const STATUS_CYCLE: readonly ListingStatus[] = ['approved', 'pending_review', 'edit_pending_review', 'rejected'];
const REJECTIONS: readonly Review[] = [
  { reason: 'Please add at least three photos that show what customers get.', field: 'meta_data.photos' },
  { reason: 'The price and the inclusions do not match; please correct and resubmit.', field: 'price' },
  { reason: 'The description does not say what is included; please add it.', field: 'description' },
];
/** A live tour whose latest edit the team refused, hours ago: it shows on the dashboard too. */
const EDIT_REFUSED = {
  title: 'Swat Valley Family Tour',
  review: { reason: 'The private price is below the group price; please check your prices.', field: 'meta_data.secondary_prices' },
};

/** Every listing the seed writes is valid against the schemas the server validates with. */
function validContent(type: ListingType, listing: Omit<PlainListing, 'listing_type'>): ListingContent {
  return contentOf(v.parse(CreateListingRequestSchema, { listing_type: type, ...listing }));
}

interface Writer {
  set: ListingSet;
  random: Random;
  now: Date;
  supplierId: string;
  supplierUserId: string;
  photos: PhotoPool;
  /** The first refusal is recent, so the dashboard's activity shows a decision. */
  refusedRecently: boolean;
}

/**
 * The demo operator's listings: every tour and trek of the catalogue, and the other kinds in turn
 * through the four statuses, each with photos and a history (created, reviewed, edited,
 * deactivated). Live listings are older than the oldest booking.
 */
export function buildDemoListings(random: Random, now: Date, supplierId: string, supplierUserId: string, photos: PhotoPool): ListingSet {
  const writer: Writer = {
    set: { listings: [], rows: [], editLogs: [] },
    random,
    now,
    supplierId,
    supplierUserId,
    photos,
    refusedRecently: false,
  };
  for (const trip of TRIPS) {
    const path = trip.title === EDIT_REFUSED.title ? 'edit_refused' : pathOf(trip.status, true);
    add(
      writer,
      { listing_type: trip.listing_type, title: trip.title, description: trip.overview, price: trip.price, meta_data: tripMeta(trip) },
      trip.status,
      path,
      trip.title === EDIT_REFUSED.title ? EDIT_REFUSED.review : undefined,
      trip,
    );
  }
  OTHER_LISTINGS.forEach((listing, i) => {
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
    add(writer, listing, status, pathOf(status, false), REJECTIONS[Math.floor(i / 4) % REJECTIONS.length]);
  });
  return writer.set;
}

/** The hotel's rooms, all live. */
export function buildHotelListings(
  random: Random,
  now: Date,
  supplierId: string,
  supplierUserId: string,
  rooms: readonly PlainListing[],
  photos: PhotoPool,
): ListingSet {
  const writer: Writer = {
    set: { listings: [], rows: [], editLogs: [] },
    random,
    now,
    supplierId,
    supplierUserId,
    photos,
    refusedRecently: false,
  };
  for (const listing of rooms) add(writer, listing, 'approved', 'live');
  return writer.set;
}

/** A rejected trip was deactivated by its supplier; other rejected kinds were refused in review. */
function pathOf(status: ListingStatus, isTrip: boolean): Story['path'] {
  switch (status) {
    case 'pending_review':
      return 'submitted';
    case 'approved':
      return 'live';
    case 'edit_pending_review':
      return 'edit_pending';
    case 'rejected':
      return isTrip ? 'deactivated' : 'refused';
  }
}

function add(
  w: Writer,
  listing: Omit<PlainListing, 'listing_type'> & { listing_type: ListingType },
  status: ListingStatus,
  path: Story['path'],
  review?: Review,
  trip?: Trip,
) {
  const listing_id = randomUUID();
  const index = w.set.rows.length;
  const photos = w.photos.pick(index, 3 + (index % 3));
  const content = validContent(listing.listing_type, { ...listing, meta_data: { ...listing.meta_data, photos } });
  const recent = path === 'refused' && !w.refusedRecently;
  if (recent) w.refusedRecently = true;
  const { created_at, updated_at } = timestamps(w.random, w.now, path, recent);
  const history = historyOf({
    listingId: listing_id,
    type: listing.listing_type,
    content,
    supplierUserId: w.supplierUserId,
    createdAt: created_at,
    updatedAt: updated_at,
    path,
    review,
  });
  w.set.listings.push({
    listing_id,
    listing_type: listing.listing_type,
    title: content.title,
    price: content.price,
    status,
    meta_data: content.meta_data,
    created_at,
    ...(trip ? { trip } : {}),
  });
  w.set.rows.push({
    listing_id,
    supplier_id: w.supplierId,
    listing_type: listing.listing_type,
    title: content.title,
    description: content.description,
    // A refusal in review is not_approved in the database; the catalogue calls every rejection 'rejected'.
    price: content.price,
    meta_data: json(content.meta_data),
    status: path === 'refused' ? 'not_approved' : status,
    ...history.columns,
    created_at,
    updated_at,
  });
  w.set.editLogs.push(...history.logs);
}

/**
 * New submissions are hours old; live listings predate the two years of bookings; a refusal came
 * hours after its submission, the first of them a day ago (it shows on the dashboard).
 */
function timestamps(random: Random, now: Date, path: Story['path'], recent: boolean) {
  if (path === 'submitted') {
    const created = addMinutes(now, -random.int(120, 600));
    return { created_at: created, updated_at: created };
  }
  if (path === 'refused') {
    const updated_at = addMinutes(now, recent ? -26 * 60 : -random.int(20, 40) * 1440);
    return { created_at: addMinutes(updated_at, -random.int(120, 600)), updated_at };
  }
  const created_at = addMinutes(now, -random.int(820, 860) * 1440 - random.int(0, 600));
  const updated_at =
    path === 'edit_pending'
      ? addMinutes(now, -random.int(60, 300))
      : path === 'edit_refused'
        ? addMinutes(now, -6 * 60)
        : path === 'deactivated'
          ? addMinutes(now, -random.int(20, 40) * 1440)
          : addMinutes(created_at, random.int(200, 1440));
  return { created_at, updated_at };
}
