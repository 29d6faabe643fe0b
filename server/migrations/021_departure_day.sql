-- The day of the trip (issue 39): the departure list and check-in.
--
-- amount_due: what the customer still pays at the departure (cash to the guide); 0 when the
-- marketplace took the whole amount at booking, as it did for every booking made before this.
-- customer_note: what the customer wrote with the booking (a diet, a hotel to be picked up from).
ALTER TABLE bookings ADD COLUMN amount_due integer NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD CONSTRAINT bookings_amount_due CHECK (amount_due BETWEEN 0 AND total_price);
ALTER TABLE bookings ADD COLUMN customer_note text;

-- check_in_code: the short code the customer shows (printed and as a QR code). It is worked out
-- from the booking's number, so every booking, old and new, has one without a back-fill step and
-- no two bookings share one: the number times a constant prime to 31^7, modulo 31^7, is a
-- one-to-one shuffle of the numbers, written in 7 characters of an alphabet without look-alikes
-- (no I, L, O, 0, 1). The alphabet is CHECK_IN_CODE_ALPHABET of @portal/contracts.
ALTER TABLE bookings ADD COLUMN check_in_code text GENERATED ALWAYS AS (
  substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', ((booking_number * 7654321123) % 27512614111 / 887503681 % 31)::int + 1, 1) ||
  substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', ((booking_number * 7654321123) % 27512614111 / 28629151 % 31)::int + 1, 1) ||
  substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', ((booking_number * 7654321123) % 27512614111 / 923521 % 31)::int + 1, 1) ||
  substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', ((booking_number * 7654321123) % 27512614111 / 29791 % 31)::int + 1, 1) ||
  substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', ((booking_number * 7654321123) % 27512614111 / 961 % 31)::int + 1, 1) ||
  substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', ((booking_number * 7654321123) % 27512614111 / 31 % 31)::int + 1, 1) ||
  substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', ((booking_number * 7654321123) % 27512614111 % 31)::int + 1, 1)
) STORED;
CREATE UNIQUE INDEX bookings_check_in_code ON bookings (supplier_id, check_in_code);

-- arrival: whether the customer came (checked_in) or did not (no_show), and when that was
-- recorded; the history (booking_events, 020) says who.
ALTER TABLE bookings ADD COLUMN arrival text CHECK (arrival IN ('checked_in', 'no_show'));
ALTER TABLE bookings ADD COLUMN arrival_at timestamptz;

-- The departure list reads one listing's bookings on one day.
CREATE INDEX bookings_listing_day ON bookings (listing_id, selected_date, start_time) WHERE listing_id IS NOT NULL;
