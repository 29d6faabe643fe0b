-- A booking's whole history (issue 39): besides confirmed, declined and cancelled, a booking is
-- moved to another departure, refunded, checked in or marked a no-show. "created" is not stored:
-- the booking's own created_at says it. details holds what the kind needs: a move's departure
-- before and after ({from_date, from_time, to_date, to_time}), a refund's amount ({amount}).
ALTER TABLE booking_events DROP CONSTRAINT booking_events_kind_check;
ALTER TABLE booking_events ADD CONSTRAINT booking_events_kind_check
  CHECK (kind IN ('confirmed', 'declined', 'cancelled', 'moved', 'refunded', 'checked_in', 'no_show'));
ALTER TABLE booking_events ADD COLUMN details jsonb;
