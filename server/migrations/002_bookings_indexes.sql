-- My Bookings pages through up to hundreds of thousands of bookings per supplier. One covering
-- index per sort key (created_at, total_price), each ending in booking_id as the tie-break and
-- carrying every column the tab, filter and search conditions read, so that both the count and
-- the choice of a page's ids are index-only scans (see server/src/bookings/booking-repository.ts).
-- A b-tree is read in either direction, so each index serves the ascending and descending sort.
CREATE INDEX bookings_list_by_created ON bookings (supplier_id, created_at, booking_id)
  INCLUDE (booking_status, selected_date, listing_type, group_type, audience, booking_number, customer_name);
CREATE INDEX bookings_list_by_amount ON bookings (supplier_id, total_price, booking_id)
  INCLUDE (booking_status, selected_date, listing_type, group_type, audience, booking_number, customer_name);

-- The supplier's optional words with a cancellation, next to its reason.
ALTER TABLE bookings ADD COLUMN cancellation_note text;
