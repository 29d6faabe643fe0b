import type { Payout, PayoutSort } from '@portal/contracts';

import type { Queryable, SqlValue } from '../db/database';
import { batchesOf, type ListQuery, pagedQuery } from '../db/paged-query';
import { searchCondition } from '../db/search-pattern';

export interface PayoutSearch {
  supplierId: string;
  q?: string;
  sort: PayoutSort;
}

const orderBy: Record<PayoutSort, string> = {
  due_desc: 'p.payout_date DESC, p.payout_number DESC',
  due_asc: 'p.payout_date ASC, p.payout_number ASC',
  amount_asc: 'p.final_amount ASC, p.payout_number ASC',
  amount_desc: 'p.final_amount DESC, p.payout_number DESC',
};

const columns = `p.payout_id, p.payout_number, p.payout_date, p.booking_id, b.booking_number, p.final_amount,
  p.processed_at, p.payout_method, p.bank_name, p.payout_status`;

/**
 * What the search box matches: a payout or booking number, the start of a payout or booking id, or
 * any part of the bank name or payout method (as shown or as stored).
 */
const searchColumns = {
  text: ['p.bank_name', "replace(p.payout_method, '_', ' ')", 'p.payout_method'],
  numbers: ['p.payout_number', 'b.booking_number'],
  ids: ['p.payout_id', 'p.booking_id'],
};

/** The list of a search: always the supplier's own payouts, then the search box. */
function queryOf({ supplierId, q, sort }: PayoutSearch): ListQuery<PayoutSort> {
  const params: SqlValue[] = [supplierId];
  const from = 'FROM payouts p LEFT JOIN bookings b ON b.booking_id = p.booking_id WHERE p.supplier_id = $1';
  return { columns, from: q ? `${from} AND ${searchCondition(q, params, searchColumns)}` : from, params, orderBy, sort };
}

interface PayoutRow extends Omit<Payout, 'processed_at'> {
  processed_at: Date | string | null;
}

const toPayout = (row: PayoutRow): Payout => ({
  ...row,
  processed_at: row.processed_at === null ? null : new Date(row.processed_at).toISOString(),
});

/** How many payouts a CSV export reads per query (a supplier has far fewer payouts than bookings). */
const EXPORT_BATCH = 1000;

export function payoutRepository(db: Queryable) {
  return {
    async page(search: PayoutSearch, page: number, pageSize: number): Promise<{ rows: Payout[]; total: number }> {
      const { rows, total } = await pagedQuery<PayoutRow, PayoutSort>(db, queryOf(search), page, pageSize);
      return { rows: rows.map(toPayout), total };
    },

    /** One of the supplier's payouts; null when it is another's or none. */
    async find(supplierId: string, payoutId: string): Promise<Payout | null> {
      const rows = await db.query<PayoutRow>(
        `SELECT ${columns} FROM payouts p LEFT JOIN bookings b ON b.booking_id = p.booking_id WHERE p.supplier_id = $1 AND p.payout_id = $2`,
        [supplierId, payoutId],
      );
      return rows[0] ? toPayout(rows[0]) : null;
    },

    /** Every payout of a search, in its order, a batch at a time (for payouts.csv). */
    async *all(search: PayoutSearch): AsyncGenerator<Payout[]> {
      for await (const rows of batchesOf<PayoutRow, PayoutSort>(db, queryOf(search), EXPORT_BATCH)) yield rows.map(toPayout);
    },
  };
}
