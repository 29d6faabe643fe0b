-- Two-step sign-in with an authenticator app (TOTP, RFC 6238; issue 37). One secret per login:
-- unconfirmed until the first code (enabled_at null), then asked at every sign-in.
CREATE TABLE two_step_logins (
  user_id         uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  secret          text NOT NULL,
  enabled_at      timestamptz,
  -- The time step of the last code taken: a code is accepted once, never replayed.
  last_time_step  bigint,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- Single-use recovery codes, kept only as SHA-256 hashes (each code is random, 50 bits).
CREATE TABLE two_step_recovery_codes (
  user_id    uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- The step between password and code: a random token (kept hashed), short-lived, with few tries.
CREATE TABLE two_step_challenges (
  challenge_hash  text PRIMARY KEY,
  user_id         uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  supplier_id     uuid REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  expires_at      timestamptz NOT NULL,
  failed_tries    integer NOT NULL DEFAULT 0
);
CREATE INDEX two_step_challenges_expiry ON two_step_challenges (expires_at);

-- An owner may require two-step sign-in of every member of the business.
ALTER TABLE suppliers ADD COLUMN two_step_required boolean NOT NULL DEFAULT false;
