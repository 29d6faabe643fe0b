-- Who did what in a business (issue 37): one entry per change a member makes, written in the
-- change's own transaction. The member's user is kept without a foreign key to the membership, so
-- an entry outlives the member's removal and still names them.
CREATE TABLE activity_log (
  entry_id      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entry_number  bigint GENERATED ALWAYS AS IDENTITY,
  supplier_id   uuid NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  member_id     uuid,
  user_id       uuid NOT NULL,
  kind          text NOT NULL,
  object_type   text NOT NULL,
  object_id     text NOT NULL,
  summary       text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_newest ON activity_log (supplier_id, created_at DESC, entry_number DESC);

-- The acting member is the user's membership of the business when the entry is written, whichever
-- code path (a route, the seed) writes it.
CREATE FUNCTION activity_log_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.member_id := COALESCE(NEW.member_id,
    (SELECT member_id FROM supplier_members WHERE supplier_id = NEW.supplier_id AND user_id = NEW.user_id));
  RETURN NEW;
END;
$$;

CREATE TRIGGER activity_log_member BEFORE INSERT ON activity_log
FOR EACH ROW EXECUTE FUNCTION activity_log_member();

-- Append-only: no statement may change or remove an entry. Entries go only with their business
-- (the foreign key's cascade runs this trigger one level down, where pg_trigger_depth() is above 1).
CREATE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'activity_log entries cannot be changed or deleted';
END;
$$;

CREATE TRIGGER activity_log_append_only BEFORE UPDATE OR DELETE ON activity_log
FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
