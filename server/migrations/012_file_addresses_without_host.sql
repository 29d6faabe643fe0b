-- Records held uploaded files' addresses with the host they were uploaded through
-- (http://localhost:4000/api/v1/files/<name>): they broke when the portal was opened at any other
-- address. A file's address is now a path at the portal's own origin (/api/v1/files/<name>).
UPDATE users SET profile_photo = regexp_replace(profile_photo, '^https?://[^/]+(/api/v1/files/)', '\1')
 WHERE profile_photo ~ '^https?://';
UPDATE suppliers SET
  profile_data = regexp_replace(profile_data::text, 'https?://[^/"]+(/api/v1/files/)', '\1', 'g')::jsonb,
  verification_doc = ARRAY(SELECT regexp_replace(doc, '^https?://[^/]+(/api/v1/files/)', '\1') FROM unnest(verification_doc) AS doc);
UPDATE listings SET
  meta_data = regexp_replace(meta_data::text, 'https?://[^/"]+(/api/v1/files/)', '\1', 'g')::jsonb,
  pending_revision = regexp_replace(pending_revision::text, 'https?://[^/"]+(/api/v1/files/)', '\1', 'g')::jsonb
 WHERE meta_data::text ~ 'https?://' OR pending_revision::text ~ 'https?://';
UPDATE listing_edit_logs SET edited_fields = regexp_replace(edited_fields::text, 'https?://[^/"]+(/api/v1/files/)', '\1', 'g')::jsonb
 WHERE edited_fields::text ~ 'https?://';
UPDATE messages SET message_file = regexp_replace(message_file, '^https?://[^/]+(/api/v1/files/)', '\1') WHERE message_file ~ '^https?://';
UPDATE support_tickets SET attachment = regexp_replace(attachment, '^https?://[^/]+(/api/v1/files/)', '\1') WHERE attachment ~ '^https?://';
