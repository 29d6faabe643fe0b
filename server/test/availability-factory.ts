import type { FastifyInstance } from 'fastify';

import {
  addDays,
  type AvailabilityCalendar,
  type AvailabilityRulesInput,
  type Listing,
  type ListingType,
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
