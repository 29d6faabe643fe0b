-- A change stamp per supplier's bookings, bumped by every statement that writes bookings (the
-- portal, the seed, the marketplace or an admin). The bookings list caches each search's total and
-- its page anchors and reuses them while the stamp is unchanged (server/src/bookings/page-index.ts).
-- No foreign key: a supplier's deletion cascades to its bookings, which bumps the stamp once more.
CREATE SEQUENCE booking_list_version_seq;
CREATE TABLE booking_list_versions (
  supplier_id uuid PRIMARY KEY,
  version     bigint NOT NULL
);

-- One statement-level trigger per event: a bulk insert bumps each supplier once, not once per row.
-- (The function body stays on one line: migrations are split at a semicolon that ends a line.)
CREATE FUNCTION bump_booking_list_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO booking_list_versions (supplier_id, version) SELECT supplier_id, nextval('booking_list_version_seq') FROM (SELECT DISTINCT supplier_id FROM changed) AS suppliers ON CONFLICT (supplier_id) DO UPDATE SET version = EXCLUDED.version; RETURN NULL; END $$;
CREATE TRIGGER bookings_version_on_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_booking_list_version();
CREATE TRIGGER bookings_version_on_update AFTER UPDATE ON bookings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_booking_list_version();
CREATE TRIGGER bookings_version_on_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_booking_list_version();

-- bookings_list_by_created (002) covers what this index of 001 did, in one sort direction for
-- both columns, so the planner no longer picks this one and re-sorts ties on booking_id.
DROP INDEX bookings_supplier_created;
