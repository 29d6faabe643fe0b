import type { Readable } from 'node:stream';

import {
  addOnName,
  ARRIVAL_LABELS,
  type Booking,
  BOOKING_COLUMNS,
  bookingDisplayId,
  DEPARTURE_LIST_CSV_COLUMNS,
  type DepartureList,
  type DepartureListBooking,
} from '@portal/contracts';

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

/** The departure list's columns for one booking, as the screen shows them. */
const departureCells = (b: DepartureListBooking): CsvCell[] => [
  bookingDisplayId(b),
  b.customer_name,
  b.selected_people,
  b.selected_add_ons.map(addOnName).join('; '),
  b.phone ?? '',
  b.pickup ?? '',
  b.notes ?? '',
  b.amount_due,
  b.booking_status,
  ARRIVAL_LABELS[b.arrival ?? 'waiting'],
];

/** One departure's list as a CSV file. */
export const departureListCsv = (list: DepartureList): Readable => csvStream(DEPARTURE_LIST_CSV_COLUMNS, [list.bookings], departureCells);
