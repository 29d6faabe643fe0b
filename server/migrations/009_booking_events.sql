-- What happened to a booking, by whom and when: confirmed, declined, cancelled (later also created,
-- moved, refunded, checked in). actor_id is the portal user who did it; NULL for the marketplace
-- team's commands. reason and note are what the supplier gave (a decline's reason is also sent to
-- the customer in the booking's conversation).
CREATE TABLE booking_events (
  event_id   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (booking_id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('confirmed', 'declined', 'cancelled')),
  actor_id   uuid REFERENCES users (user_id) ON DELETE SET NULL,
  reason     text,
  note       text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_events_booking ON booking_events (booking_id, created_at);
