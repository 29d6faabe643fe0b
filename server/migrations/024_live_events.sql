-- What happens in a business that its members hear about at once (issue 38). Stored before it is
-- sent, so a stream that reconnects with Last-Event-ID gets what it missed, on any instance.
CREATE TABLE live_events (
  event_id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  supplier_id    uuid NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  kind           text NOT NULL,
  object_id      text NOT NULL,
  -- The booking it is about (messages, bookings): a guide hears only of the bookings assigned to them.
  booking_id     uuid,
  subject        text NOT NULL,
  detail         text,
  -- The member whose action it was, if any (the marketplace's own events have none).
  actor_user_id  uuid,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_business ON live_events (supplier_id, event_id);
CREATE INDEX live_events_age ON live_events (created_at);

-- Every instance LISTENs on this channel: an event written by any writer (a route, an admin
-- command, another instance) reaches the streams of every instance when its transaction commits.
CREATE FUNCTION live_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', NEW.supplier_id::text || ':' || NEW.event_id::text);
  RETURN NEW;
END;
$$;

CREATE TRIGGER live_events_notify AFTER INSERT ON live_events
FOR EACH ROW EXECUTE FUNCTION live_events_notify();
