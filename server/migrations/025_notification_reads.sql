-- What each member has read of their notification centre (issue 38). "Mark all as read" moves the
-- member's mark to the newest event they see, so it costs one row however many events there are;
-- events read one by one after that mark are rows of notification_reads, which go with their event
-- when it expires, and with the member.
CREATE TABLE notification_read_marks (
  member_id     uuid PRIMARY KEY REFERENCES supplier_members (member_id) ON DELETE CASCADE,
  -- Every event up to this id counts as read.
  read_through  bigint NOT NULL
);

CREATE TABLE notification_reads (
  member_id  uuid NOT NULL REFERENCES supplier_members (member_id) ON DELETE CASCADE,
  event_id   bigint NOT NULL REFERENCES live_events (event_id) ON DELETE CASCADE,
  PRIMARY KEY (member_id, event_id)
);
-- An expiring event finds its reads without a scan.
CREATE INDEX notification_reads_event ON notification_reads (event_id);
