import type { Readable } from 'node:stream';

import { type Booking, BOOKING_COLUMNS, bookingDisplayId } from '@portal/contracts';

import { type CsvCell, csvStream } from '../http/csv';
import { karachiDate } from '../pakistan-time';

/** The table's columns for one booking; dates as YYYY-MM-DD so spreadsheets read them as dates. */
const bookingCells = (b: Booking): CsvCell[] => [
  bookingDisplayId(b),
  karachiDate(new Date(b.received)),
  b.customer_name,
  b.tour_name,
  b.selected_date,
  b.selected_people,
  b.total_price,
  b.booking_status,
];

/** The CSV file as a stream: the header line, then each batch as it is read from the database. */
export const bookingsCsv = (batches: AsyncIterable<Booking[]>): Readable => csvStream(BOOKING_COLUMNS, batches, bookingCells);
