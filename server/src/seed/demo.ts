import { randomBytes } from 'node:crypto';

import { DEMO_SUPPLIER } from '@portal/contracts';

import { hashPassword } from '../auth/password';
import type { Database, Queryable } from '../db/database';
import type { FileStorage } from '../uploads/file-storage';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from './accounts';
import { type AccountIds, customerRows, supplierAccountRows } from './accounts-rows';
import { seedActivity } from './activity';
import { type AvailabilityPlan, emptyAvailabilityPlan, ledgerOf, planAvailability } from './availability';
import { type Bookable, bookingRow, buildBookings, drawRows, type SeededBooking } from './bookings';
import type { CapacityLedger } from './capacity-ledger';
import { HOTEL_SCRIPTS, type Line } from './conversation-scripts';
import { buildConversations } from './conversations';
import { buildCustomers, type Customer } from './customers';
import { type DocumentSet, planDocuments, storeDocuments } from './documents';
import { buildDemoListings, buildHotelListings, type ListingSet } from './listings';
import { seedLiveEvents } from './live-events';
import { room } from './other-listings';
import { buildPayouts, type SeededPayouts } from './payouts';
import { type PhotoPool, planPhotos, storePhotos } from './photos';
import { createRandom, type Random } from './prng';
import { HOTEL_REVIEW_TEXTS, type ReviewTexts } from './review-texts';
import { buildReviews } from './reviews';
import { insertRows, type Row } from './rows';
import { assignDemoGuide, teamRows } from './team';
import { buildTickets, DEMO_TICKETS, HOTEL_TICKETS } from './tickets';

export interface SeedOptions {
  /** The moment the data is relative to; default now, so the dashboard always looks alive. */
  now?: Date;
  /** Seed of the generator; the same seed and day give the same data. */
  seed?: number;
  /** How many bookings the demo supplier gets (default 320); benchmarks may ask for more. */
  bookings?: number;
  /** Where the demo photos are stored (the server's upload storage); without one only their upload records are written. */
  storage?: FileStorage;
}

interface SeededAccount extends AccountIds {
  email: string;
}

export interface SeedResult {
  /** False when the demo supplier already existed and nothing was added. */
  created: boolean;
  demo: SeededAccount;
  other: SeededAccount | null;
  /** Rows inserted per table (empty when nothing was created). */
  counts: Record<string, number>;
}

const DEFAULT_SEED = 20_240_611;
const DEMO_BOOKINGS = 320;
const DEMO_REVIEWS = 64;
const DEMO_CONVERSATIONS = 10;
const DEMO_UNREAD_CONVERSATIONS = 4;
// Inserted in this order so foreign keys always point backwards.
const TABLES = [
  'users',
  'suppliers',
  'supplier_members',
  'resource_pools',
  'listings',
  'listing_edit_logs',
  'availability_rules',
  'availability_schedules',
  'availability_exceptions',
  'listing_resources',
  'bookings',
  'booking_guide_events',
  'booking_resource_draws',
  'slot_usage',
  'resource_usage',
  'payouts',
  'payout_lines',
  'reviews',
  'messages',
  'support_tickets',
  'ticket_responses',
] as const;
type Table = (typeof TABLES)[number];
type Plan = Record<Table, Row[]>;

export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE email = $1', [DEMO_SUPPLIER.email]);
  return rows.length > 0;
}

/**
 * Creates the demo tour operator (demo@supplier.test / demo1234) with two years of data, and a
 * second supplier (other@supplier.test, a hotel) with a little, in one transaction. Does nothing
 * when the demo supplier exists already.
 */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  if (await isSeeded(db)) return { created: false, ...(await findAccounts(db)), counts: {} };
  const now = options.now ?? new Date();
  const [demoHash, otherHash, customerHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNT.password),
    hashPassword(OTHER_ACCOUNT.password),
    hashPassword(randomBytes(24).toString('base64')),
  ]);
  const { plan, demo, other, photos, documents } = planSeed(now, options, { demo: demoHash, other: otherHash, customer: customerHash });
  await db.transaction(async (tx) => {
    await storePhotos(tx, options.storage, photos, now);
    for (const table of TABLES) await insertRows(tx, table, plan[table]);
    // Documents have an owner, so they are stored once the users are.
    await storeDocuments(tx, options.storage, demo.userId, DEMO_ACCOUNT.full_name, documents.demo, now);
    await storeDocuments(tx, options.storage, other.userId, OTHER_ACCOUNT.full_name, documents.other, now);
    // Written from the rows above, as the server writes entries: the log is not empty in the demo.
    await seedActivity(tx, now, demo.supplierId);
    await seedLiveEvents(tx, demo.supplierId);
  });
  return {
    created: true,
    demo: { ...demo, email: DEMO_ACCOUNT.email },
    other: { ...other, email: OTHER_ACCOUNT.email },
    counts: Object.fromEntries(TABLES.map((t) => [t, plan[t].length])),
  };
}

/** Every row of the seed, by table; pure apart from generated ids, so it can be studied without a database. */
export function planSeed(
  now: Date,
  options: Pick<SeedOptions, 'seed' | 'bookings'>,
  hashes: { demo: string; other: string; customer: string },
) {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const photos = planPhotos();
  const documents: Record<'demo' | 'other', DocumentSet> = {
    demo: planDocuments(DEMO_ACCOUNT),
    other: planDocuments(OTHER_ACCOUNT),
  };
  const plan = Object.fromEntries(TABLES.map((t) => [t, []])) as unknown as Plan;
  const customers = buildCustomers(random, 44, 20);
  plan.users.push(...customerRows(random, now, customers, hashes.customer));
  const demo = addAccount(plan, supplierAccountRows(random, now, DEMO_ACCOUNT, hashes.demo, documents.demo));
  const other = addAccount(plan, supplierAccountRows(random, now, OTHER_ACCOUNT, hashes.other, documents.other));
  // One count of capacity for both suppliers' bookings: what they hold becomes slot_usage and resource_usage.
  const availability = emptyAvailabilityPlan();
  const capacity = { availability, ledger: ledgerOf(availability) };
  planDemoSupplier(plan, random, now, demo, customers, options.bookings ?? DEMO_BOOKINGS, photos, capacity);
  planHotel(plan, random, now, other, customers, photos, capacity);
  for (const [table, rows] of Object.entries(availability.rows)) plan[table as Table].push(...rows);
  plan.slot_usage.push(...capacity.ledger.slotUsageRows());
  plan.resource_usage.push(...capacity.ledger.resourceUsageRows());
  // Last, so the random draws of everything before stay as they were. The team signs in with the
  // demo password, so its hash serves them too.
  const team = teamRows(random, now, demo, hashes.demo);
  plan.users.push(...team.users);
  plan.supplier_members.push(...team.members);
  const assigned = assignDemoGuide(now, team, demo.supplierId, plan);
  plan.bookings = assigned.bookings;
  plan.booking_guide_events.push(...assigned.events);
  return { plan, demo, other, photos, documents };
}

function addPayouts(plan: Plan, { payouts, lines }: SeededPayouts) {
  plan.payouts.push(...payouts);
  plan.payout_lines.push(...lines);
}

function addAccount(plan: Plan, account: ReturnType<typeof supplierAccountRows>): AccountIds {
  plan.users.push(account.user);
  plan.suppliers.push(account.supplier);
  return account.ids;
}

interface Capacity {
  availability: AvailabilityPlan;
  ledger: CapacityLedger;
}

function planDemoSupplier(
  plan: Plan,
  random: Random,
  now: Date,
  ids: AccountIds,
  customers: readonly Customer[],
  bookingCount: number,
  photos: PhotoPool,
  capacity: Capacity,
) {
  const listings = buildDemoListings(random, now, ids.supplierId, ids.userId, photos);
  addListings(plan, listings);
  planAvailability(capacity.availability, now, ids.supplierId, listings.listings, true);
  // Tours and treks under review were never live; a deactivated one took its last trips two months ago.
  const bookables: Bookable[] = listings.listings.flatMap((listing) =>
    listing.trip && listing.status !== 'pending_review'
      ? [{ listing, trip: listing.trip, ...(listing.status === 'rejected' ? { lastDayOffset: -60 } : {}) }]
      : [],
  );
  const bookings = buildBookings(random, now, ids.supplierId, bookables, customers, bookingCount, capacity.ledger);
  addActivity(plan, random, now, ids, bookings, {
    reviews: DEMO_REVIEWS,
    conversations: DEMO_CONVERSATIONS,
    unread: DEMO_UNREAD_CONVERSATIONS,
  });
  addPayouts(plan, buildPayouts(random, now, bookings, DEMO_ACCOUNT.bank_account.bank));
  addTickets(plan, buildTickets(now, ids.supplierId, DEMO_TICKETS));
}

const HOTEL_ROOMS = [
  room('Fort View Double Room', 'A1', 16000, 2, ['Double'], '26 m²'),
  room('Heritage Family Suite', 'B1', 28000, 4, ['King', 'Single'], '42 m²'),
  room('Garden Twin Room', 'A2', 11000, 2, ['Single', 'Single'], '22 m²'),
];

/** The hotel: three rooms, 16 stays, 4 reviews, one unread conversation, one ticket. */
function planHotel(
  plan: Plan,
  random: Random,
  now: Date,
  ids: AccountIds,
  customers: readonly Customer[],
  photos: PhotoPool,
  capacity: Capacity,
) {
  const listings = buildHotelListings(random, now, ids.supplierId, ids.userId, HOTEL_ROOMS, photos);
  addListings(plan, listings);
  planAvailability(capacity.availability, now, ids.supplierId, listings.listings, false);
  const bookables: Bookable[] = listings.listings.map((listing, i) => ({
    listing,
    trip: {
      listing_type: 'hotel',
      price: listing.price,
      chargedPer: 'night',
      days: 2 + i,
      startsIn: 'Karimabad',
      groupType: 'private',
      audience: 'international',
      weight: 1,
      addOns: [{ name: 'Airport pickup from Gilgit', price: 6000, type: 'booking' }],
    },
  }));
  const bookings = buildBookings(random, now, ids.supplierId, bookables, customers, 16, capacity.ledger);
  addActivity(
    plan,
    random,
    now,
    ids,
    bookings,
    { reviews: 4, conversations: 1, unread: 1 },
    { reviews: HOTEL_REVIEW_TEXTS, chats: HOTEL_SCRIPTS },
  );
  addPayouts(plan, buildPayouts(random, now, bookings, OTHER_ACCOUNT.bank_account.bank));
  addTickets(plan, buildTickets(now, ids.supplierId, HOTEL_TICKETS));
}

function addListings(plan: Plan, set: ListingSet) {
  plan.listings.push(...set.rows);
  plan.listing_edit_logs.push(...set.editLogs);
}

function addActivity(
  plan: Plan,
  random: Random,
  now: Date,
  ids: AccountIds,
  bookings: SeededBooking[],
  amounts: { reviews: number; conversations: number; unread: number },
  texts: { reviews?: ReviewTexts; chats?: readonly (readonly Line[])[] } = {},
) {
  plan.bookings.push(...bookings.map(bookingRow));
  plan.booking_resource_draws.push(...drawRows(bookings));
  plan.reviews.push(...buildReviews(random, now, bookings, amounts.reviews, texts.reviews));
  plan.messages.push(...buildConversations(random, now, bookings, ids.userId, amounts.conversations, amounts.unread, texts.chats));
}

function addTickets(plan: Plan, built: ReturnType<typeof buildTickets>) {
  plan.support_tickets.push(...built.tickets);
  plan.ticket_responses.push(...built.responses);
}

async function findAccounts(db: Queryable): Promise<{ demo: SeededAccount; other: SeededAccount | null }> {
  const rows = await db.query<{ email: string; user_id: string; supplier_id: string }>(
    'SELECT u.email, u.user_id, s.supplier_id FROM users u JOIN suppliers s ON s.user_id = u.user_id WHERE u.email = ANY($1)',
    [[DEMO_ACCOUNT.email, OTHER_ACCOUNT.email]],
  );
  const account = (email: string) => {
    const row = rows.find((r) => r.email === email);
    return row ? { email, userId: row.user_id, supplierId: row.supplier_id } : null;
  };
  const demo = account(DEMO_ACCOUNT.email);
  if (!demo) throw new Error(`${DEMO_ACCOUNT.email} exists but has no supplier registration`);
  return { demo, other: account(OTHER_ACCOUNT.email) };
}
