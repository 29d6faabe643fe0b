-- The supplier terms each supplier accepted at sign-up (SUPPLIER_TERMS_VERSION of @portal/contracts)
-- and when. Suppliers who signed up before the acceptance was recorded have neither.
ALTER TABLE suppliers ADD COLUMN terms_version text;
ALTER TABLE suppliers ADD COLUMN terms_accepted_at timestamptz;
ALTER TABLE suppliers ADD CONSTRAINT suppliers_terms_with_time CHECK ((terms_version IS NULL) = (terms_accepted_at IS NULL));

-- A change of the business's name or address waits for the marketplace team, like a listing edit
-- (ADR 0004): pending_profile_change holds {changes: {field: value}, submitted_at} beside the
-- profile_data customers see; approval merges the changes into profile_data, rejection drops them.
ALTER TABLE suppliers ADD COLUMN pending_profile_change jsonb;
-- The team's last decision on such a change, and its reason.
ALTER TABLE suppliers ADD COLUMN profile_review_decision text CHECK (profile_review_decision IN ('approved', 'rejected'));
ALTER TABLE suppliers ADD COLUMN profile_review_note text;
ALTER TABLE suppliers ADD COLUMN profile_reviewed_at timestamptz;
