/**
 * The first part of each area's query keys, which its reads start with. What a live event makes
 * stale (live-invalidation.ts) needs only these; importing the areas' reads for them put every
 * endpoint's schemas in the shell's first download (issue 35).
 */
export const queryRoots = {
  activity: ['activity'],
  bookings: ['bookings'],
  dashboard: ['dashboard'],
  listings: ['listings'],
  messages: ['messages'],
  chatLists: ['messages', 'chats'],
  payouts: ['payouts'],
  reviews: ['reviews'],
  tickets: ['tickets'],
  team: ['team'],
} as const;

/** A booking's conversation. */
export const threadKey = (bookingId: string) => [...queryRoots.messages, 'thread', bookingId] as const;
