-- Uploaded files' bytes in the database every API instance reads (issue 38, ADR 0021): a second
-- instance behind the load balancer serves a file the first one received. Written in the upload's
-- own transaction, so a file and its record are kept or rolled back together; removing the record
-- removes the bytes. Deferred: the seed stores a file before it records the batch.
CREATE TABLE stored_files (
  stored_name text PRIMARY KEY REFERENCES uploads (stored_name) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  bytes       bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
