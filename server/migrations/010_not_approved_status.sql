-- A listing the marketplace team turned down while it was not live has a status of its own,
-- not_approved (My Listings: 'Rejected', with the team's reason and Edit). 'rejected' stays what
-- the supplier did: deactivation (spec section 4).
ALTER TABLE listings DROP CONSTRAINT listings_status_check;
ALTER TABLE listings ADD CONSTRAINT listings_status_check CHECK (status IN ('pending_review', 'approved', 'edit_pending_review', 'rejected', 'not_approved'));

-- Listings whose last status change was the team's rejection of a submission.
UPDATE listings l SET status = 'not_approved'
 WHERE l.status = 'rejected' AND l.review_decision = 'rejected'
   AND (SELECT g.edit_type FROM listing_edit_logs g
         WHERE g.listing_id = l.listing_id AND g.edited_fields ? 'status'
         ORDER BY g.created_at DESC, g.log_number DESC LIMIT 1) = 'review_rejected';

-- The history of those rejections says so too.
UPDATE listing_edit_logs SET edited_fields = jsonb_set(edited_fields, '{status,new}', '"not_approved"')
 WHERE edit_type = 'review_rejected' AND edited_fields->'status'->>'new' = 'rejected';
