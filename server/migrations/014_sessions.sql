-- Signed-in sessions (issue 37). Every token names its session (the `ses` claim); a request counts
-- only while its session's row is here, so signing out ends a token at once on every instance.
-- `token_version` is the user's version when the session's token was last signed: a session whose
-- version is behind its user's (password changed, member removed) has ended and is not listed.
CREATE TABLE user_sessions (
  session_id     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id        uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  token_version  integer NOT NULL,
  browser        text NOT NULL,
  ip_address     text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_used_at   timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  -- The browser's key (see known_browsers), hashed: a fresh upload is served to its owner's signed-in browsers.
  browser_hash   text
);
CREATE INDEX user_sessions_user ON user_sessions (user_id);

-- The browsers each person has signed in from, by the SHA-256 of a random cookie the API gave that
-- browser (nothing about the browser itself): a sign-in from any other sends an e-mail.
CREATE TABLE known_browsers (
  user_id        uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  browser_hash   text NOT NULL,
  first_seen_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, browser_hash)
);

-- A fresh upload is private to the account that uploaded it until a record uses it (a listing photo,
-- a ticket attachment, a profile photo): until then it is served only to a browser signed in as its
-- owner, never cached. Files stored before were all in use or public already, as they stay.
ALTER TABLE uploads ADD COLUMN attached boolean NOT NULL DEFAULT true;
