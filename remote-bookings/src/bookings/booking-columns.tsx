import { type Booking, BOOKING_COLUMNS, bookingDisplayId } from '@portal/contracts';
import { formatDate, formatRs, StatusText } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

import { bookingStatusTone } from '../common/booking-status';

type Header = (typeof BOOKING_COLUMNS)[number];

const cells: Record<Header, Column<Booking>['cell']> = {
  ID: (b) => bookingDisplayId(b),
  'Received on': (b) => formatDate(b.received),
  Customer: (b) => b.customer_name,
  Booked: (b) => b.tour_name,
  Date: (b) => formatDate(b.selected_date),
  People: (b) => b.selected_people,
  Amount: (b) => formatRs(b.total_price),
  Status: (b) => <StatusText tone={bookingStatusTone(b.booking_status)}>{b.booking_status}</StatusText>,
};

// Names and tour names wrap when the table is narrow (1280 px with the filters beside it); the rest stay on one line.
const wrapping: ReadonlySet<Header> = new Set(['Customer', 'Booked']);

/** The My Bookings table, in the order of BOOKING_COLUMNS (which the CSV export repeats). */
export const bookingColumns: readonly Column<Booking>[] = BOOKING_COLUMNS.map((header) => ({
  key: header,
  header,
  cell: cells[header],
  nowrap: !wrapping.has(header),
}));
