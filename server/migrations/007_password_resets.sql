-- Account recovery: each 'Forgot password?' request that names an account gets a single-use link
-- valid 30 minutes. Only a hash of the link's token is kept, so a copy of the database resets no
-- one's password. Using a link spends every other open link of the same user.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX password_resets_user ON password_resets (user_id, created_at);
