-- A per-user counter carried in every token (its `ver` claim). Changing the password raises it, so
-- every token issued before the change stops working (server/src/plugins/auth.ts checks it).
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
