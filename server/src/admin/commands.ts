import * as v from 'valibot';

import { isCalendarDate } from '@portal/contracts';

import type { CommandConfig } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { AdminError } from './admin-error';
import { addBooking, adminCancelBooking, BOOKING_STATUSES } from './bookings';
import { type Command, help } from './command-line';
import { approveListing, listListings, rejectListing } from './listings';
import { adminPayPayout, adminPostReview, customerMessage } from './marketplace';
import { approveProfile, rejectProfile } from './suppliers';
import { answerTicket } from './tickets';

/** What a command works with: the server's database, configuration and mailer. */
export interface AdminDeps {
  db: Database;
  config: CommandConfig;
  mailer: Mailer;
}

const count = (min: number) => v.pipe(v.string(), v.regex(/^[0-9]+$/, 'must be a whole number'), v.transform(Number), v.minValue(min));
const AddBookingOptionsSchema = v.object({
  supplier: v.pipe(v.string('--supplier <email> is required'), v.trim(), v.email('--supplier must be an e-mail address')),
  listing: v.optional(v.string()),
  customer: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  date: v.optional(v.pipe(v.string(), v.check(isCalendarDate, '--date must be a real date, YYYY-MM-DD'))),
  time: v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, '--time must be HH:MM (24-hour clock)'))),
  people: v.optional(v.pipe(count(1), v.maxValue(50))),
  total: v.optional(count(0)),
  status: v.optional(v.picklist(BOOKING_STATUSES, `--status must be one of ${BOOKING_STATUSES.join(', ')}`)),
});

function addBookingInput(options: Command['options']) {
  const parsed = v.safeParse(AddBookingOptionsSchema, options);
  if (!parsed.success) {
    throw new AdminError(parsed.issues.map((i) => `${v.getDotPath(i) ? `--${v.getDotPath(i)}: ` : ''}${i.message}`).join('; '));
  }
  const { supplier, listing, customer, ...rest } = parsed.output;
  return { supplierEmail: supplier, listingId: listing, customerName: customer, ...rest };
}

/** Runs a parsed command; the answer is printed as JSON. */
export async function runCommand(deps: AdminDeps, command: Command): Promise<unknown> {
  const { db } = deps;
  const [first = '', second = '', third = ''] = command.positionals;
  const { options } = command;
  switch (command.name) {
    case 'approve-listing':
      return approveListing(deps, first);
    // --note is the option's former name.
    case 'reject-listing':
      return rejectListing(deps, first, options.reason ?? options.note, options.field);
    case 'approve-profile':
      return approveProfile(db, first);
    case 'reject-profile':
      return rejectProfile(db, first, options.reason);
    case 'answer-ticket':
      return answerTicket(db, first, second);
    case 'add-booking':
      return addBooking(db, addBookingInput(options));
    // A request is a booking added as pending: it waits for the supplier's answer.
    case 'request-booking':
      if (options.status) throw new AdminError('request-booking takes no --status: a request is pending until the supplier answers it');
      return addBooking(db, { ...addBookingInput(options), status: 'pending' });
    case 'cancel-booking':
      return adminCancelBooking(db, first, options.reason);
    case 'customer-message':
      return customerMessage(db, first, second);
    case 'post-review':
      return adminPostReview(db, first, second, third);
    case 'pay-payout':
      return adminPayPayout(db, first);
    case 'list-listings':
      return listListings(db, { supplierEmail: options.supplier, status: options.status });
    case 'help':
      return help();
  }
}
