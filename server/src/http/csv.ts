import { Readable } from 'node:stream';

export type CsvCell = string | number;

/**
 * One CSV field: quoted when it holds a separator, quote or line break; text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe so it stays text.
 * Every CSV download of the portal (bookings, payouts, listings) is written here.
 */
export function csvField(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** A CSV file as a stream: the header line, then each batch of rows as it is read from the database. */
export function csvStream<Row>(header: readonly string[], batches: AsyncIterable<Row[]>, cellsOf: (row: Row) => CsvCell[]): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const batch of batches) yield batch.map((row) => csvLine(cellsOf(row))).join('');
  }
  return Readable.from(lines());
}
