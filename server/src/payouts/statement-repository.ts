import type { PayoutStatementLine, StatementAmounts } from '@portal/contracts';

import type { Queryable } from '../db/database';

const lineColumns = `l.line_id, l.booking_id, b.booking_number, b.customer_name, b.tour_name, b.selected_date::text AS selected_date,
  l.gross, l.commission, l.refund, l.adjustment, l.adjustment_note, l.net`;

/** A line of a month's statement: the booking's line and the payout it is on. */
export interface MonthlyStatementLine extends PayoutStatementLine {
  payout_number: number;
  payout_date: string;
}

/** The business a statement is addressed to, as its profile gives it. */
export interface StatementBusiness {
  name: string;
  address: string;
}

const AMOUNTS = ['gross', 'commission', 'refund', 'adjustment', 'net'] as const;

/** The column sums of a statement's lines (integers of rupees, so exact). */
export function totalsOf(lines: readonly StatementAmounts[]): StatementAmounts {
  const totals = { gross: 0, commission: 0, refund: 0, adjustment: 0, net: 0 };
  for (const line of lines) for (const key of AMOUNTS) totals[key] += line[key];
  return totals;
}

/** The first day of a YYYY-MM month and of the month after it: the statement's period, end exclusive. */
export function periodOf(month: string): { from: string; until: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, until: `${next}-01` };
}

export function statementRepository(db: Queryable) {
  return {
    /** The bookings one payout pays, by booking date; the caller has checked the payout is the supplier's. */
    linesOf: (payoutId: string) =>
      db.query<PayoutStatementLine>(
        `SELECT ${lineColumns} FROM payout_lines l LEFT JOIN bookings b ON b.booking_id = l.booking_id
          WHERE l.payout_id = $1 ORDER BY b.selected_date NULLS LAST, b.booking_number`,
        [payoutId],
      ),

    /** Every line of the supplier's payouts due in a month, by due date and payout. */
    monthLines: (supplierId: string, month: string) => {
      const { from, until } = periodOf(month);
      return db.query<MonthlyStatementLine>(
        `SELECT ${lineColumns}, p.payout_number, p.payout_date::text AS payout_date
           FROM payouts p JOIN payout_lines l ON l.payout_id = p.payout_id LEFT JOIN bookings b ON b.booking_id = l.booking_id
          WHERE p.supplier_id = $1 AND p.payout_date >= $2::date AND p.payout_date < $3::date
          ORDER BY p.payout_date, p.payout_number, b.booking_number`,
        [supplierId, from, until],
      );
    },

    /** The business's name and address from its profile (the account holder's name when it has no business name yet). */
    async business(supplierId: string): Promise<StatementBusiness> {
      const [row] = await db.query<{ name: string | null; address: string | null }>(
        `SELECT coalesce(nullif(s.profile_data->>'business_name', ''), u.full_name) AS name,
                coalesce(nullif(s.profile_data->>'office_address', ''), nullif(s.profile_data->>'address', ''), s.profile_data->>'city') AS address
           FROM suppliers s JOIN users u ON u.user_id = s.user_id WHERE s.supplier_id = $1`,
        [supplierId],
      );
      return { name: row?.name ?? '', address: row?.address ?? '' };
    },
  };
}
