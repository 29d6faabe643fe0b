-- A payout's statement: the bookings it pays, one line each, in whole rupees. The net of a line is
-- what the supplier receives for it (gross less the marketplace's commission, less any refund to
-- the customer, plus or minus an adjustment with its note), and the nets of a payout's lines add
-- up to its final_amount (checked by the server's tests on the demo data).
CREATE TABLE payout_lines (
  line_id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payout_id       uuid NOT NULL REFERENCES payouts (payout_id) ON DELETE CASCADE,
  booking_id      uuid REFERENCES bookings (booking_id) ON DELETE SET NULL,
  gross           integer NOT NULL CHECK (gross >= 0),
  commission      integer NOT NULL CHECK (commission >= 0),
  refund          integer NOT NULL DEFAULT 0 CHECK (refund >= 0),
  adjustment      integer NOT NULL DEFAULT 0,
  adjustment_note text,
  net             integer NOT NULL,
  CHECK (net = gross - commission - refund + adjustment)
);
CREATE INDEX payout_lines_payout ON payout_lines (payout_id);

-- Payouts made before statements existed paid their one booking: its price is the gross, what the
-- marketplace kept the commission, and any difference an adjustment, so the line nets to the payout.
INSERT INTO payout_lines (payout_id, booking_id, gross, commission, adjustment, adjustment_note, net)
SELECT p.payout_id, p.booking_id, l.gross, l.commission, p.final_amount - l.gross + l.commission,
       CASE WHEN p.final_amount - l.gross + l.commission <> 0 THEN 'Adjustment' END, p.final_amount
  FROM payouts p
  LEFT JOIN bookings b ON b.booking_id = p.booking_id
  CROSS JOIN LATERAL (SELECT coalesce(b.total_price, p.final_amount) AS gross) g
  CROSS JOIN LATERAL (SELECT g.gross, greatest(g.gross - p.final_amount, 0) AS commission) l;
