import type { FastifyInstance } from 'fastify';

import { type CreateListingRequest, type Listing, type ListingType, PRICE_META_FIELD, TITLE_META_FIELD } from '@portal/contracts';

import { testConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { decideListing } from '../src/listings/listing-review';
import { memoryMailer } from '../src/mail/mailer';
import { OTHER_LISTINGS } from '../src/seed/other-listings';
import { TRIPS } from '../src/seed/trip-catalog';
import { tripMeta } from '../src/seed/trip-meta';
import { PNG_BYTES, uploadTestFile } from './sample-profiles';
import { api } from './test-app';

/**
 * A valid POST listings body of each type, from the demo data (which the seed validates with the
 * same schemas), with a photo uploaded to this app by `auth`'s account (a listing takes only its
 * supplier's own photos). `overrides` replace top-level fields and meta_data keys.
 */
export async function listingBody(
  app: FastifyInstance,
  auth: { authorization: string },
  type: ListingType,
  overrides: { title?: string; price?: number; meta?: Record<string, unknown> } = {},
): Promise<CreateListingRequest & Record<string, unknown>> {
  const photo = await uploadTestFile(app, auth, 'photo.png', PNG_BYTES);
  const trip = TRIPS.find((t) => t.listing_type === type);
  const sample = trip
    ? { title: trip.title, description: trip.overview, price: trip.price, meta_data: tripMeta(trip) }
    : OTHER_LISTINGS.find((l) => l.listing_type === type)!;
  const meta: Record<string, unknown> = { ...sample.meta_data, photos: [photo], ...overrides.meta };
  const title = overrides.title ?? sample.title;
  const price = overrides.price ?? sample.price;
  const titleField = TITLE_META_FIELD[type];
  if (titleField) meta[titleField] = title;
  meta[PRICE_META_FIELD[type]] = price;
  if (type === 'tour_guide') meta.half_day_rate = Math.min(Number(meta.half_day_rate), price);
  return { listing_type: type, title, description: sample.description, price, meta_data: meta } as CreateListingRequest &
    Record<string, unknown>;
}

export async function createListing(app: FastifyInstance, headers: Record<string, string>, body: object): Promise<Listing> {
  const reply = await app.inject({ method: 'POST', url: api('/listings'), headers, payload: body });
  if (reply.statusCode !== 201) throw new Error(`create failed: ${reply.body}`);
  return reply.json<Listing>();
}

/** The marketplace team's decision, as the admin command makes it; its e-mails go to `mailer`. */
export const decide = (
  db: Database,
  listingId: string,
  decision: 'approved' | 'rejected',
  reason?: string,
  field?: string,
  mailer = memoryMailer(),
) => decideListing({ db, config: testConfig(), mailer }, { listingId, decision, reason, field });

/** A booking of a listing, `days` from today (keep clear of 0 and ±1: the database's day may not be Pakistan's), in a status. */
export async function addBooking(
  db: Database,
  listing: { listing_id: string; partner_id: string; title: string },
  days: number,
  status = 'confirmed',
) {
  await db.query(
    `INSERT INTO bookings (supplier_id, listing_id, customer_name, tour_name, booking_status, selected_date, selected_people, total_price)
     VALUES ($1, $2, 'Test Customer', $3, $4, current_date + $5::int, 2, 1000)`,
    [listing.partner_id, listing.listing_id, listing.title, status, days],
  );
}
