-- The people of a business and their roles (issue 37). The sign-up owner (suppliers.user_id) is
-- its first Owner; a trigger keeps that true for every supplier created later, whichever code
-- path (registration, seed, tests) inserts it.
CREATE TABLE supplier_members (
  member_id        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  supplier_id      uuid NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  user_id          uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  role             text NOT NULL CHECK (role IN ('owner', 'manager', 'finance', 'operations', 'guide')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at  timestamptz,
  UNIQUE (supplier_id, user_id)
);
CREATE INDEX supplier_members_user ON supplier_members (user_id);

INSERT INTO supplier_members (supplier_id, user_id, role, created_at)
SELECT supplier_id, user_id, 'owner', created_at FROM suppliers;

CREATE FUNCTION supplier_owner_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO supplier_members (supplier_id, user_id, role) VALUES (NEW.supplier_id, NEW.user_id, 'owner')
  ON CONFLICT (supplier_id, user_id) DO NOTHING;
  RETURN NEW;
END;
$$;

CREATE TRIGGER suppliers_owner_member AFTER INSERT ON suppliers
FOR EACH ROW EXECUTE FUNCTION supplier_owner_member();
