import { parseArgs } from 'node:util';

import * as v from 'valibot';

import { isCalendarDate } from '@portal/contracts';

import type { CommandConfig } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { AdminError } from './admin-error';
import { addBooking, adminCancelBooking, BOOKING_STATUSES } from './bookings';
import { approveListing, listListings, rejectListing } from './listings';
import { adminPayPayout, adminPostReview, customerMessage } from './marketplace';
import { approveProfile, rejectProfile } from './suppliers';
import { answerTicket } from './tickets';

/** The marketplace team's commands; `usage` doubles as the help text. */
const COMMANDS = {
  'approve-listing': { usage: 'approve-listing <listingId>', positionals: ['listingId'] },
  'reject-listing': {
    usage: 'reject-listing <listingId> --reason "..." [--field <title, price, meta_data.photos, ...>]',
    positionals: ['listingId'],
  },
  'approve-profile': { usage: 'approve-profile <supplierId> (a new business name or address under review)', positionals: ['supplierId'] },
  'reject-profile': { usage: 'reject-profile <supplierId> --reason "..."', positionals: ['supplierId'] },
  'answer-ticket': { usage: 'answer-ticket <ticketId or ticket number> "<text>"', positionals: ['ticketId', 'text'] },
  'add-booking': {
    usage:
      'add-booking --supplier <email> [--listing <id>] [--customer "<name>"] [--date YYYY-MM-DD] [--time HH:MM] [--people N] [--total N] [--status confirmed]',
    positionals: [],
  },
  'request-booking': {
    usage:
      'request-booking --supplier <email> [--listing <id>] [--customer "<name>"] [--date YYYY-MM-DD] [--time HH:MM] [--people N] [--total N] (a customer\'s booking request: pending until the supplier confirms or declines it)',
    positionals: [],
  },
  'cancel-booking': { usage: 'cancel-booking <bookingId or booking number> [--reason "..."]', positionals: ['bookingId'] },
  'customer-message': {
    usage: 'customer-message <bookingId or booking number> "<text>" (the booking\'s customer writes in its conversation)',
    positionals: ['bookingId', 'text'],
  },
  'post-review': {
    usage: 'post-review <bookingId or booking number> <rating 1-5> "<text>" (the booking\'s customer reviews it)',
    positionals: ['bookingId', 'rating', 'text'],
  },
  'pay-payout': { usage: 'pay-payout <payoutId> (the marketplace pays it: processed now)', positionals: ['payoutId'] },
  'list-listings': {
    usage: 'list-listings [--supplier <email>] [--status <status>] (no options: every listing under review)',
    positionals: [],
  },
  help: { usage: 'help', positionals: [] },
} as const;

export type CommandName = keyof typeof COMMANDS;
export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

/** What a command works with: the server's database, configuration and mailer. */
export interface AdminDeps {
  db: Database;
  config: CommandConfig;
  mailer: Mailer;
}

export interface Command {
  name: CommandName;
  positionals: string[];
  options: Partial<
    Record<'reason' | 'note' | 'field' | 'supplier' | 'listing' | 'customer' | 'date' | 'time' | 'people' | 'total' | 'status', string>
  >;
}

const OPTIONS = {
  reason: { type: 'string' },
  note: { type: 'string' },
  field: { type: 'string' },
  supplier: { type: 'string' },
  listing: { type: 'string' },
  customer: { type: 'string' },
  date: { type: 'string' },
  time: { type: 'string' },
  people: { type: 'string' },
  total: { type: 'string' },
  status: { type: 'string' },
} as const;

/** Reads the command line without touching the database, so mistakes fail fast. */
export function parseCommand(argv: readonly string[]): Command {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new AdminError(error instanceof Error ? error.message : String(error));
  }
  const [name = 'help', ...positionals] = parsed.positionals;
  if (!(name in COMMANDS)) throw new AdminError(`Unknown command '${name}'. Run 'help' for the list.`);
  const spec = COMMANDS[name as CommandName];
  if (positionals.length !== spec.positionals.length) throw new AdminError(`Usage: ${spec.usage}`);
  return { name: name as CommandName, positionals, options: parsed.values };
}

export function help() {
  return { usage: 'pnpm --filter server admin <command> ...', commands: Object.values(COMMANDS).map((c) => c.usage) };
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
