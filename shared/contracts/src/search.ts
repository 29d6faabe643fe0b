import * as v from 'valibot';

import { BOOKING_STATUSES } from './bookings';
import { LISTING_STATUSES, LISTING_TYPES } from './listing-types';
import { TICKET_STATUSES } from './support';

/**
 * The header's search (issue 34, point 13): one request finds the signed-in supplier's bookings,
 * listings, support tickets and conversations, each group capped, for a combobox under the box.
 */

/** Fewer characters than this ask nothing: two letters already narrow a supplier's data. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Results per group: a glance, not a list (each group's own screen searches the rest). */
export const SEARCH_GROUP_LIMIT = 5;

export const SEARCH_ERRORS = {
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters.`,
  tooLong: `Search for at most ${SEARCH_MAX_LENGTH} characters.`,
} as const;

/** GET /search?q=: a booking's number or id or customer, a listing's title or id, a ticket, a conversation. */
export const SearchQuerySchema = v.object({
  q: v.pipe(
    v.string(SEARCH_ERRORS.tooShort),
    v.trim(),
    v.minCodePoints(SEARCH_MIN_LENGTH, SEARCH_ERRORS.tooShort),
    v.maxCodePoints(SEARCH_MAX_LENGTH, SEARCH_ERRORS.tooLong),
  ),
});
export type SearchQuery = v.InferInput<typeof SearchQuerySchema>;

export const BookingHitSchema = v.object({
  booking_id: v.string(),
  booking_number: v.number(),
  customer_name: v.string(),
  tour_name: v.string(),
  /** Departure date, YYYY-MM-DD. */
  selected_date: v.string(),
  booking_status: v.picklist(BOOKING_STATUSES),
});
export type BookingHit = v.InferOutput<typeof BookingHitSchema>;

export const ListingHitSchema = v.object({
  listing_id: v.string(),
  listing_type: v.picklist(LISTING_TYPES),
  title: v.string(),
  status: v.picklist(LISTING_STATUSES),
});
export type ListingHit = v.InferOutput<typeof ListingHitSchema>;

export const TicketHitSchema = v.object({
  ticket_id: v.string(),
  ticket_number: v.number(),
  subject: v.string(),
  related_to: v.string(),
  status: v.picklist(TICKET_STATUSES),
});
export type TicketHit = v.InferOutput<typeof TicketHitSchema>;

/** A conversation is a booking with messages (the inbox's own model). */
export const ConversationHitSchema = v.object({
  booking_id: v.string(),
  booking_number: v.number(),
  customer_name: v.string(),
  tour_name: v.string(),
  /** The conversation's last message. */
  last_message: v.string(),
});
export type ConversationHit = v.InferOutput<typeof ConversationHitSchema>;

/** Each group newest first, at most SEARCH_GROUP_LIMIT long. */
export const SearchReplySchema = v.object({
  bookings: v.array(BookingHitSchema),
  listings: v.array(ListingHitSchema),
  tickets: v.array(TicketHitSchema),
  conversations: v.array(ConversationHitSchema),
});
export type SearchReply = v.InferOutput<typeof SearchReplySchema>;

export type SearchGroup = keyof SearchReply;
/** The groups in the order the results show them, with their headings. */
export const SEARCH_GROUPS: readonly { group: SearchGroup; heading: string }[] = [
  { group: 'bookings', heading: 'Bookings' },
  { group: 'listings', heading: 'Listings' },
  { group: 'tickets', heading: 'Support tickets' },
  { group: 'conversations', heading: 'Messages' },
];
