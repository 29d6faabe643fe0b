import { type Booking, BOOKING_COLUMNS, bookingDisplayId } from '@portal/contracts';
import { formatDate, formatRs, StatusText } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

import { bookingStatusText, bookingStatusTone } from '../common/booking-status';
import type { BookingsT } from '../strings/bookings-strings';

type Header = (typeof BOOKING_COLUMNS)[number];

/** Each English header's key in the namespace (`list.columns`). */
const KEYS = {
  ID: 'id',
  'Received on': 'receivedOn',
  Customer: 'customer',
  Booked: 'booked',
  Date: 'date',
  People: 'people',
  Amount: 'amount',
  Status: 'status',
} as const satisfies Record<Header, string>;

const cells = (t: BookingsT): Record<Header, Column<Booking>['cell']> => ({
  ID: (b) => <bdi>{bookingDisplayId(b)}</bdi>,
  'Received on': (b) => formatDate(b.received),
  Customer: (b) => <bdi>{b.customer_name}</bdi>,
  Booked: (b) => <bdi>{b.tour_name}</bdi>,
  Date: (b) => formatDate(b.selected_date),
  People: (b) => b.selected_people,
  Amount: (b) => formatRs(b.total_price),
  Status: (b) => <StatusText tone={bookingStatusTone(b.booking_status)}>{bookingStatusText(t, b.booking_status)}</StatusText>,
});

// Names and tour names wrap when the table is narrow (1280 px with the filters beside it); the rest stay on one line.
const wrapping: ReadonlySet<Header> = new Set(['Customer', 'Booked']);

/** The My Bookings table, in the order of BOOKING_COLUMNS (which the CSV export repeats), in the member's language. */
export function bookingColumns(t: BookingsT): Column<Booking>[] {
  const cellOf = cells(t);
  return BOOKING_COLUMNS.map((header) => ({
    key: header,
    header: t(`list.columns.${KEYS[header]}`),
    cell: cellOf[header],
    nowrap: !wrapping.has(header),
  }));
}
