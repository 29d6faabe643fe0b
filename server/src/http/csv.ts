import { Readable } from 'node:stream';

export type CsvCell = string | number;

/**
 * One CSV field: quoted when it holds a separator, quote or line break; text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe so it stays text.
 * Every CSV download of the portal (bookings, payouts, listings) is written here.
 */
function csvField(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * UTF-8's byte-order mark: without it Excel reads a CSV file in the machine's legacy code page, and
 * Urdu or accented names (a customer, a bank) open garbled.
 */
const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** A CSV file as a stream: the byte-order mark and header line, then each batch of rows as it is read from the database (or held already). */
export function csvStream<Row>(
  header: readonly string[],
  batches: AsyncIterable<Row[]> | Iterable<Row[]>,
  cellsOf: (row: Row) => CsvCell[],
): Readable {
  async function* lines() {
    yield CSV_BYTE_ORDER_MARK + csvLine(header);
    for await (const batch of batches) yield batch.map((row) => csvLine(cellsOf(row))).join('');
  }
  return Readable.from(lines());
}
