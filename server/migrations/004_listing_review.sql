-- The review flow of listings (server/src/listings/listing-review.ts).
-- An edit of a live listing waits beside the live version until the marketplace team decides:
-- pending_revision holds {title, description, price, meta_data, submitted_at, submitted_by}.
ALTER TABLE listings ADD COLUMN pending_revision jsonb;
-- The team's last decision; review_note (001) is its reason, review_field the field it is about.
ALTER TABLE listings ADD COLUMN review_decision text CHECK (review_decision IN ('approved', 'rejected'));
ALTER TABLE listings ADD COLUMN review_field text;
ALTER TABLE listings ADD COLUMN reviewed_at timestamptz;
UPDATE listings SET review_decision = 'rejected', reviewed_at = updated_at WHERE review_note IS NOT NULL;

-- An edit under review always has its revision: listings marked so before this migration get one
-- equal to the live version (nothing changed yet).
UPDATE listings
   SET pending_revision = jsonb_build_object('title', title, 'description', description, 'price', price, 'meta_data', meta_data, 'submitted_at', updated_at)
 WHERE status = 'edit_pending_review' AND pending_revision IS NULL;
UPDATE listings SET pending_revision = NULL WHERE status <> 'edit_pending_review';
ALTER TABLE listings ADD CONSTRAINT listings_revision_under_review CHECK ((status = 'edit_pending_review') = (pending_revision IS NOT NULL));

-- Who wrote a log: the server as it made the change, or a client through POST listings-edit-logs.
ALTER TABLE listing_edit_logs ADD COLUMN source text NOT NULL DEFAULT 'server' CHECK (source IN ('server', 'portal'));
-- The order logs were written in: two changes within the same clock tick still read in order.
ALTER TABLE listing_edit_logs ADD COLUMN log_number bigint GENERATED ALWAYS AS IDENTITY;
-- The team's reason with a review, and the field it names.
ALTER TABLE listing_edit_logs ADD COLUMN note text;
ALTER TABLE listing_edit_logs ADD COLUMN note_field text;

-- My Listings counts each listing's bookings and sorts by that count; deleting a listing checks its
-- upcoming bookings (and sets listing_id to NULL on the rest, which also needs this index).
CREATE INDEX bookings_listing ON bookings (listing_id) INCLUDE (booking_status, selected_date) WHERE listing_id IS NOT NULL;
