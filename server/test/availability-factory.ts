import type { FastifyInstance } from 'fastify';

import {
  addDays,
  type AvailabilityCalendar,
  type AvailabilityExceptionReply,
  type AvailabilityRulesInput,
  type Listing,
  type ListingType,
  type Resource,
  WEEKDAYS,
} from '@portal/contracts';

import { addBooking } from '../src/admin/bookings';
import { karachiToday } from '../src/pakistan-time';
import { createListing, decide, listingBody } from './listing-factory';
import { api, type SignedIn, type TestApp } from './test-app';

/** A date `days` after today in Pakistan, as the server counts days. */
export const inDays = (days: number) => addDays(karachiToday(), days);

/** A live listing of a type (created through the API, approved by the team), with `rules` put if given. */
export async function liveListing(t: TestApp, who: SignedIn, type: ListingType, rules?: AvailabilityRulesInput): Promise<Listing> {
  const listing = await createListing(t.app, who.headers, await listingBody(t.app, who.headers, type));
  await decide(t.db, listing.listing_id, 'approved');
  if (rules) {
    const reply = await t.app.inject({
      method: 'PUT',
      url: api(`/listings/${listing.listing_id}/availability/rules`),
      headers: who.headers,
      payload: rules,
    });
    if (reply.statusCode !== 200) throw new Error(`rules failed: ${reply.body}`);
  }
  return listing;
}

/** Rows of the supplier's own that a request may name to pass the owner check and reach the deeper ones. */
export interface OwnListingRows {
  listing: Listing;
  exceptionId: string;
  resourceId: string;
}

/** A live tour with a daily schedule (8 places), a closure in three days and a resource (8 jeeps), all of `who`'s. */
export async function ownListingRows(t: TestApp, who: SignedIn): Promise<OwnListingRows> {
  const listing = await liveListing(t, who, 'tour', { schedules: [daily(8)] });
  const send = async <T>(url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url: api(url), headers: who.headers, payload })).json<T>();
  const change = await send<AvailabilityExceptionReply>(`/listings/${listing.listing_id}/availability/exceptions`, {
    from: inDays(3),
    closed: true,
  });
  const pool = await send<Resource>('/resources', { name: 'Jeeps', units: 8 });
  return { listing, exceptionId: change.exception!.exception_id, resourceId: pool.resource_id };
}

/** A daily schedule from today with the given start times (none: the whole day) and capacity. */
export const daily = (capacity: number, start_times: string[] = ['10:00']) => ({
  starts_on: inDays(0),
  ends_on: null,
  weekdays: [...WEEKDAYS],
  start_times,
  capacity,
});

const emails = new Map<string, string>();

/** A booking the marketplace team adds for the supplier, through the admin command's function. */
export async function book(t: TestApp, who: SignedIn, listingId: string, date: string, people: number, time?: string) {
  let email = emails.get(who.userId);
  if (!email) {
    email = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE user_id = $1', [who.userId]))[0]!.email;
    emails.set(who.userId, email);
  }
  return addBooking(t.db, { supplierEmail: email, listingId, date, time, people, customerName: 'Test Customer' });
}

/** The calendar of one listing over a few days. */
export async function calendar(
  app: FastifyInstance,
  who: SignedIn,
  listingId: string,
  from: string,
  to = from,
): Promise<AvailabilityCalendar> {
  const reply = await app.inject({
    method: 'GET',
    url: api(`/listings/${listingId}/availability?from=${from}&to=${to}`),
    headers: who.headers,
  });
  if (reply.statusCode !== 200) throw new Error(`calendar failed: ${reply.body}`);
  return reply.json<AvailabilityCalendar>();
}
