-- Issue 40: the language each member chose for the portal (English unless they chose another), so
-- their next sign-in on any device starts in it. Which tags are allowed is the contracts' list
-- (LANGUAGES), checked by the endpoint's schema: a third language needs no migration.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en';
