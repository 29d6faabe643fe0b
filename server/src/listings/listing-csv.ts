import type { Readable } from 'node:stream';

import {
  LISTING_CSV_COLUMNS,
  listingGroupLabel,
  type ListingRow,
  listingShortId,
  listingStatusDisplay,
  listingTypeLabel,
} from '@portal/contracts';

import { type CsvCell, csvStream } from '../http/csv';
import { karachiDate, karachiTime } from '../pakistan-time';

/** The table's columns for one listing (spec section 7): date as YYYY-MM-DD and time as HH:mm in Pakistan time. */
const listingCells = (row: ListingRow): CsvCell[] => {
  const created = new Date(row.created_at);
  return [
    listingShortId(row.listing_id),
    karachiDate(created),
    karachiTime(created),
    listingTypeLabel(row.listing_type),
    row.title,
    listingGroupLabel(row.group_type),
    row.bookings,
    row.price,
    listingStatusDisplay(row.status).label,
  ];
};

/** listings.csv as a stream: the header line, then each batch as it is read. */
export const listingsCsv = (batches: AsyncIterable<ListingRow[]>): Readable => csvStream(LISTING_CSV_COLUMNS, batches, listingCells);
