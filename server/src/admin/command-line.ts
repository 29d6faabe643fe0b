// The admin command's line: its commands, options and their parsing, apart from running them, so
// a caller that only sends a command to a running server (ask-server.ts, the e2e suite) needs
// nothing of the database.
import { parseArgs } from 'node:util';

import { AdminError } from './admin-error';

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
