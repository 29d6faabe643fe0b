-- Every uploaded file has an owner, the account that uploaded it: its storage quota counts it, and
-- only its own files can be attached to its records. A private file (every document, and any file
-- kept as an identity document, licence, ticket or message attachment) is served only through the
-- signed links the API answers with those records; a public one (a profile or listing photo) to anyone.
ALTER TABLE uploads ADD COLUMN owner_id uuid REFERENCES users (user_id) ON DELETE SET NULL;
ALTER TABLE uploads ADD COLUMN private boolean NOT NULL DEFAULT false;
CREATE INDEX uploads_owner ON uploads (owner_id);

-- Files uploaded before: owned by the record that refers to them, private as that record says.
UPDATE uploads SET private = true WHERE mime_type NOT LIKE 'image/%';
UPDATE uploads u SET owner_id = x.user_id FROM users x WHERE x.profile_photo LIKE '%/files/' || u.stored_name;
UPDATE uploads u SET owner_id = s.user_id FROM suppliers s WHERE strpos(s.profile_data::text, '/files/' || u.stored_name) > 0;
UPDATE uploads u SET owner_id = s.user_id, private = true FROM suppliers s WHERE EXISTS (SELECT 1 FROM unnest(s.verification_doc) AS doc WHERE doc LIKE '%/files/' || u.stored_name);
UPDATE uploads u SET owner_id = s.user_id, private = true FROM support_tickets t JOIN suppliers s ON s.supplier_id = t.supplier_id WHERE t.attachment LIKE '%/files/' || u.stored_name;
UPDATE uploads u SET owner_id = m.sender_id, private = true FROM messages m WHERE m.message_file LIKE '%/files/' || u.stored_name;
