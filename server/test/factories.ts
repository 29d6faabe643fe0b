import { randomUUID } from 'node:crypto';

import { addDays, type Role } from '@portal/contracts';

import type { Queryable, SqlValue } from '../src/db/database';
import { karachiToday } from '../src/pakistan-time';
import type { TestApp } from './test-app';

/**
 * Rows written straight to a test's database, each with sensible defaults: for the data an API
 * does not create (customers, bookings, reviews, payouts, messages) or a test needs in bulk.
 * Values are a table's columns; a column left out takes the default here, then the table's.
 */
type Values = Record<string, SqlValue | undefined>;

/** One INSERT of `values` (undefined ones left out) into `table`, answering the row. */
/** The values given, without those left undefined, so a factory's default stays where a caller passes nothing. */
const defined = (values: Values): Values => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

async function insert<Row extends object>(db: Queryable, table: string, values: Values): Promise<Row> {
  const columns = Object.keys(values).filter((column) => values[column] !== undefined);
  const [row] = await db.query<Row>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    columns.map((column) => values[column]!),
  );
  return row!;
}

/** Where the factories' sessions are signed in from. */
const TEST_CLIENT = { browser: 'Test browser', ipAddress: '127.0.0.1' };

/** A user: a supplier's account unless `role` says 'customer'; a fresh e-mail address each time. */
export const makeUser = (db: Queryable, values: Values = {}) =>
  insert<{ user_id: string; email: string }>(db, 'users', {
    full_name: 'Tour Operator',
    email: `${randomUUID()}@example.test`,
    password_hash: 'x',
    ...defined(values),
  });

/** A customer account (who books and writes to suppliers). */
export const makeCustomer = (db: Queryable, values: Values = {}) =>
  makeUser(db, { full_name: 'Ayesha Khan', role: 'customer', ...defined(values) });

export interface MadeSupplier {
  token: string;
  userId: string;
  supplierId: string;
  headers: { authorization: string };
}

/** A supplier of the account `userId` (its `values` the supplier's columns), with a token. */
export async function makeSupplierOf(t: TestApp, userId: string, values: Values = {}): Promise<MadeSupplier> {
  const { supplier_id: supplierId } = await insert<{ supplier_id: string }>(t.db, 'suppliers', {
    user_id: userId,
    supplier_type: 'tour_operator',
    ...defined(values),
  });
  const token = await t.app.startSession({ userId, supplierId }, TEST_CLIENT);
  return { token, userId, supplierId, headers: { authorization: `Bearer ${token}` } };
}

/** A supplier and its account, with a token: `values` are the supplier's columns, `user` the account's. */
export async function makeSupplier(t: TestApp, values: Values = {}, user: Values = {}): Promise<MadeSupplier> {
  return makeSupplierOf(t, (await makeUser(t.db, user)).user_id, values);
}

/** A booking of the supplier's, ten days ahead unless said otherwise. */
export const makeBooking = (db: Queryable, supplierId: string, values: Values = {}) =>
  insert<{ booking_id: string; booking_number: number }>(db, 'bookings', {
    supplier_id: supplierId,
    customer_name: 'Ayesha Khan',
    tour_name: 'Hunza Valley Tour',
    selected_date: addDays(karachiToday(), 10),
    selected_people: 2,
    total_price: 40000,
    ...defined(values),
  });

/** A listing of the supplier's, as stored (no validation, no availability). */
export const makeListing = (db: Queryable, supplierId: string, values: Values = {}) =>
  insert<{ listing_id: string }>(db, 'listings', {
    supplier_id: supplierId,
    listing_type: 'tour',
    title: 'Hunza Valley Tour',
    price: 40000,
    ...defined(values),
  });

/** A support ticket of the supplier's. */
export const makeTicket = (db: Queryable, supplierId: string, values: Values = {}) =>
  insert<{ ticket_id: string; ticket_number: number }>(db, 'support_tickets', {
    supplier_id: supplierId,
    related_to: 'Payouts',
    subject: 'A question',
    description: 'Details',
    ...defined(values),
  });

/** The marketplace team's answer to a ticket. */
export const makeTicketResponse = (db: Queryable, ticketId: string, values: Values = {}) =>
  insert<{ response_id: string }>(db, 'ticket_responses', {
    ticket_id: ticketId,
    author: 'admin',
    body: 'We are looking into it.',
    ...defined(values),
  });

/** A payout to the supplier. */
export const makePayout = (db: Queryable, supplierId: string, values: Values = {}) =>
  insert<{ payout_id: string; payout_number: number }>(db, 'payouts', {
    supplier_id: supplierId,
    payout_date: '2026-06-01',
    final_amount: 50000,
    ...defined(values),
  });

/** A customer's review of the supplier. */
export const makeReview = (db: Queryable, supplierId: string, values: Values = {}) =>
  insert<{ review_id: string }>(db, 'reviews', { supplier_id: supplierId, customer_name: 'Bilal Ahmed', rating: 5, ...defined(values) });

/** One message of a booking's conversation. */
export const makeMessage = (db: Queryable, values: { booking_id: string; sender_id: string; receiver_id: string } & Values) =>
  insert<{ message_id: string }>(db, 'messages', { message_text: 'Hello', ...defined(values) });

/** An instant `hours` ago (created_at of a row that must sort before another). */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A member of the supplier in `role` (a fresh account of theirs unless `userId` is given), with a token. */
export async function makeMember(t: TestApp, supplierId: string, role: Role, userId?: string): Promise<MadeSupplier> {
  const memberUserId = userId ?? (await makeUser(t.db)).user_id;
  await insert(t.db, 'supplier_members', { supplier_id: supplierId, user_id: memberUserId, role });
  const token = await t.app.startSession({ userId: memberUserId, supplierId }, TEST_CLIENT);
  return { token, userId: memberUserId, supplierId, headers: { authorization: `Bearer ${token}` } };
}
