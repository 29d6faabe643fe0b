-- A booking's guide (issue 37): one member of the business in the guide role, or none. The server
-- checks that the member is a guide of the booking's business; removing the member unassigns.
ALTER TABLE bookings ADD COLUMN guide_member_id uuid REFERENCES supplier_members (member_id) ON DELETE SET NULL;
CREATE INDEX bookings_guide ON bookings (guide_member_id) WHERE guide_member_id IS NOT NULL;

-- Who assigned which guide, and when, for the booking's history ("assigned"). A table of its own
-- rather than a kind of booking_events: guide_user_id NULL means the guide was taken off.
CREATE TABLE booking_guide_events (
  event_id      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id    uuid NOT NULL REFERENCES bookings (booking_id) ON DELETE CASCADE,
  guide_user_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
  actor_id      uuid REFERENCES users (user_id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_guide_events_booking ON booking_guide_events (booking_id, created_at);
