import type { Database } from '../db/database';
import { recordLiveEvent } from '../live/live-events';

interface PaidPayout {
  payout_id: string;
  payout_number: number;
  final_amount: number;
  payout_status: 'processed';
  processed_at: Date;
}

/**
 * The marketplace pays a payout (admin pay-payout): processed now, with the business's live event
 * payout.paid in the same transaction. Null when there is no such payout or it was paid already.
 */
export async function payPayout(db: Database, payoutId: string): Promise<PaidPayout | null> {
  return db.transaction(async (tx) => {
    const [paid] = await tx.query<PaidPayout & { supplier_id: string }>(
      `UPDATE payouts SET payout_status = 'processed', processed_at = now()
        WHERE payout_id = $1 AND payout_status <> 'processed'
        RETURNING payout_id, payout_number, final_amount, payout_status, processed_at, supplier_id`,
      [payoutId],
    );
    if (!paid) return null;
    const { supplier_id, ...payout } = paid;
    await recordLiveEvent(tx, {
      supplierId: supplier_id,
      kind: 'payout.paid',
      objectId: payout.payout_id,
      subject: `Payout #${payout.payout_number}, Rs ${payout.final_amount.toLocaleString('en-US')}`,
    });
    return payout;
  });
}
