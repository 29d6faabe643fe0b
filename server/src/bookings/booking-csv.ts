import { Readable } from 'node:stream';
import { BOOKING_COLUMNS, bookingDisplayId, type Booking } from '@portal/contracts';
import { karachiDate } from '../pakistan-time';

type Cell = string | number;

/**
 * One CSV field: quoted when it holds a separator, quote or line break; text that a spreadsheet
 * would run as a formula (=, +, -, @) is prefixed with an apostrophe so it stays text.
 */
export function csvField(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** The table's columns for one booking; dates as YYYY-MM-DD so spreadsheets read them as dates. */
const bookingCells = (b: Booking): Cell[] => [
  bookingDisplayId(b), karachiDate(new Date(b.received)), b.customer_name, b.tour_name, b.selected_date, b.selected_people,
  b.total_price, b.booking_status,
];

/** The CSV file as a stream: the header line, then each batch as it is read from the database. */
export function bookingsCsv(batches: AsyncIterable<Booking[]>): Readable {
  async function* lines() {
    yield csvLine(BOOKING_COLUMNS);
    for await (const batch of batches) yield batch.map((b) => csvLine(bookingCells(b))).join('');
  }
  return Readable.from(lines());
}
