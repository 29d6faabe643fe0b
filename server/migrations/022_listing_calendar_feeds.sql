-- A listing's calendar feed (issue 39): an iCalendar of its departures and bookings at a secret
-- address, for a guide's phone. The token is the whole secret; resetting the feed replaces it, so
-- the old address stops working at once. Kept in the clear because the portal shows the address
-- again to those who manage the listing.
CREATE TABLE listing_calendar_feeds (
  listing_id uuid PRIMARY KEY REFERENCES listings (listing_id) ON DELETE CASCADE,
  token      text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
