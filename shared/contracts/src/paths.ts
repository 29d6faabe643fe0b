import { LISTING_TYPES, type ListingType } from './listing-types';

/**
 * Every route of the portal (spec/portal.md and spec/listings.md section 2, the legal pages and
 * the listings team's new screens), in one table: `paths` builds the URL a link or navigate call
 * goes to, `routePatterns` holds the same routes with `:param` segments for the host's route
 * table and the dev harnesses. Ids are always encoded with encodeURIComponent.
 */
const id = encodeURIComponent;

/** Each listing type's create route, the spec's aliases of it, and the base of its edit route. */
interface ListingRoute {
  create: string;
  /** Older addresses that open the same wizard (spec/portal.md section 2: /bike, /car). */
  aliases: readonly string[];
}

const LISTING_ROUTES: Record<ListingType, ListingRoute> = {
  tour: { create: '/listingtour', aliases: [] },
  trek: { create: '/treks', aliases: [] },
  activity: { create: '/listingactivity', aliases: [] },
  // The spec shows no create route for an experience; its edit route is /experience/edit/{id}.
  experience: { create: '/experience', aliases: [] },
  bike_rental: { create: '/bike-listing', aliases: ['/bike'] },
  car_rental: { create: '/car-listing', aliases: ['/car'] },
  hotel: { create: '/hotel', aliases: [] },
  tour_guide: { create: '/tourguides', aliases: [] },
};

export const paths = {
  login: '/login',
  signup: '/signup',
  /** Account recovery: asks for the e-mail the reset link goes to. */
  forgotPassword: '/forgot-password',
  /** The page the reset link opens; the link carries its token. */
  resetPassword: '/reset-password',
  resetPasswordLink: (token: string) => `/reset-password?token=${id(token)}`,
  dashboard: '/dashboard',
  /** The members of the business, their roles and invitations (team.manage). */
  team: '/team',
  /** Who did what in the business (activity.read). */
  teamActivity: '/team/activity',
  /** The page an invitation e-mail's link opens. */
  invitation: (token: string) => `/invitations/${id(token)}`,
  profile: '/profile',
  bookings: '/bookings',
  /** Booking Info without a booking: points to My Bookings. */
  bookingInfoIndex: '/bookings/booking-info',
  bookingInfo: (bookingId: string) => `/bookings/details/${id(bookingId)}`,
  /** A departure's list of bookings (the manifest): a listing's date, at a start time (none: the day's first). */
  departureList: (listingId: string, date: string, time?: string | null) =>
    `/departures/${id(listingId)}/${id(date)}${time ? `?time=${id(time)}` : ''}`,
  /** Checking customers in by their booking's code, scanned or typed. */
  checkIn: '/check-in',
  payouts: '/payouts',
  /** A payout's statement: the bookings it pays and the totals. */
  payoutStatement: (payoutId: string) => `/payouts/${id(payoutId)}/statement`,
  reviews: '/reviews',
  inbox: '/inbox',
  /** The inbox open on a booking's conversation. */
  inboxConversation: (bookingId: string) => `/inbox?booking=${id(bookingId)}`,
  support: '/support',
  ticketDetail: (ticketId: string) => `/support/details/${id(ticketId)}`,
  /** The latest closed ticket (the spec's closed sample). */
  closedTicket: '/support/closed',
  /** The latest open ticket (the spec's open sample). */
  openTicketSample: '/support/ticket',
  openTicket: '/open-ticket',
  /** The open-ticket form starting from an earlier ticket. */
  followUpTicket: (ticketId: string) => `/open-ticket?follow_up=${id(ticketId)}`,
  listings: '/listings',
  /** My Listings searched for `q` (a listing id finds that listing). */
  listingsSearch: (q: string) => `/listings?q=${id(q)}`,
  listingCreate: (type: ListingType) => LISTING_ROUTES[type].create,
  listingEdit: (type: ListingType, listingId: string) => `${LISTING_ROUTES[type].create}/edit/${id(listingId)}`,
  listingAvailability: (listingId: string) => `/listings/${id(listingId)}/availability`,
  listingResources: '/listings/resources',
  contact: '/contact',
  legalNotice: '/legal-notice',
  privacyPolicy: '/privacy-policy',
  supplierTerms: '/supplier-terms',
} as const;

/** Routes with `:param` segments, as a router matches them; the param names screens read. */
export const routePatterns = {
  bookingInfo: '/bookings/details/:bookingId',
  payoutStatement: '/payouts/:payoutId/statement',
  departureList: '/departures/:listingId/:date',
  invitation: '/invitations/:token',
  ticketDetail: '/support/details/:ticketId',
  listingAvailability: '/listings/:listingId/availability',
  /** Every address of a listing type's wizard: create, aliases, and each with /edit/:listingId. */
  listingWizard: (type: ListingType): string[] => {
    const { create, aliases } = LISTING_ROUTES[type];
    return [create, ...aliases].flatMap((base) => [base, `${base}/edit/:listingId`]);
  },
} as const;

/** Which wizard an address opens, and whether it edits a listing (spec/listings.md sections 2 and 4). */
export interface ListingWizardTarget {
  type: ListingType;
  mode: 'create' | 'edit';
  /** The listing to edit; null in create mode, or when an edit address names none (`/treks?edit=true`). */
  listingId: string | null;
}

/**
 * Reads a wizard address: the listing id in the path (`/treks/edit/{id}`), or in the query for the
 * wizards that also take it there (experience and hotel `?id=`; trek `?edit=true`, with `id`).
 * Null when the address is not a wizard's.
 */
export function listingWizardTarget(pathname: string, search = ''): ListingWizardTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const query = new URLSearchParams(search);
  for (const type of LISTING_TYPES) {
    const { create, aliases } = LISTING_ROUTES[type];
    for (const base of [create, ...aliases]) {
      const edited = path.startsWith(`${base}/edit/`) ? path.slice(base.length + '/edit/'.length) : null;
      if (edited !== null && edited !== '' && !edited.includes('/')) return { type, mode: 'edit', listingId: decodeURIComponent(edited) };
      if (path !== base) continue;
      const queried = QUERY_EDIT[type]?.(query) ?? null;
      if (queried === null) return { type, mode: 'create', listingId: null };
      return { type, mode: 'edit', listingId: queried === '' ? null : queried };
    }
  }
  return null;
}

/** The query a create address is put in edit mode with: the id ('' when edit mode names none), or null. */
const QUERY_EDIT: Partial<Record<ListingType, (query: URLSearchParams) => string | null>> = {
  experience: (query) => query.get('id') || null,
  hotel: (query) => query.get('id') || null,
  trek: (query) => (query.get('edit') === 'true' ? (query.get('id') ?? '') : null),
};
