-- E-mail about live events (issue 38). A member's choice per kind ('bookings', 'messages', ...):
-- a row only once they chose; a kind without one takes the default in @portal/contracts.
CREATE TABLE notification_preferences (
  member_id   uuid NOT NULL REFERENCES supplier_members (member_id) ON DELETE CASCADE,
  kind        text NOT NULL,
  email       boolean NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind)
);

-- What was e-mailed to a member, up to which live event: nothing is sent twice across restarts,
-- and the instance that locks the row (FOR UPDATE SKIP LOCKED) is the only one mailing them then.
-- Messages have a cursor of their own: they wait for the next digest while other kinds go at once.
CREATE TABLE notification_mail_cursors (
  member_id        uuid PRIMARY KEY REFERENCES supplier_members (member_id) ON DELETE CASCADE,
  mailed_through   bigint NOT NULL DEFAULT 0,
  digest_through   bigint NOT NULL DEFAULT 0,
  digest_sent_at   timestamptz
);

-- Members of today start after the events of today: none of them is mailed about the past.
INSERT INTO notification_mail_cursors (member_id, mailed_through, digest_through)
SELECT member_id, last.event_id, last.event_id
FROM supplier_members, (SELECT COALESCE(max(event_id), 0) AS event_id FROM live_events) AS last;
