-- Invitations to join a business (issue 37): a single-use link valid 7 days, sent by e-mail. Only a
-- hash of the link's token is kept, as for password resets; resending replaces it, so the earlier
-- link stops working. An invitation is pending until accepted or withdrawn.
CREATE TABLE team_invitations (
  invitation_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  supplier_id   uuid NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  email         text NOT NULL,
  role          text NOT NULL CHECK (role IN ('owner', 'manager', 'finance', 'operations', 'guide')),
  token_hash    text NOT NULL UNIQUE,
  invited_by    uuid REFERENCES users (user_id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  accepted_at   timestamptz,
  withdrawn_at  timestamptz
);
CREATE INDEX team_invitations_supplier ON team_invitations (supplier_id, email);
