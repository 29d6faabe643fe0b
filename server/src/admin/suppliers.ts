import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { decideProfileChange, type ProfileDecision } from '../suppliers/business-details';
import { AdminError, requireUuid } from './admin-error';

export interface SupplierRef {
  supplier_id: string;
  user_id: string;
}

export async function findSupplierByEmail(db: Queryable, email: string): Promise<SupplierRef> {
  const [row] = await db.query<SupplierRef>(
    'SELECT s.supplier_id, s.user_id FROM suppliers s JOIN users u ON u.user_id = s.user_id WHERE u.email = $1',
    [email.trim().toLowerCase()],
  );
  if (!row) throw new AdminError(`No supplier with the e-mail ${email}`);
  return row;
}

async function decideProfile(db: Queryable, supplierId: string, decision: ProfileDecision, reason: string | null) {
  try {
    const changes = await decideProfileChange(db, requireUuid(supplierId, 'The supplier id'), decision, reason);
    return { supplier_id: supplierId, decision, changes };
  } catch (error) {
    if (error instanceof HttpError) throw new AdminError(error.message);
    throw error;
  }
}

/** The team's review of a new business name or address: it becomes the supplier's live profile. */
export const approveProfile = (db: Queryable, supplierId: string) => decideProfile(db, supplierId, 'approved', null);

/** The team's refusal of a new business name or address, with a reason; the live profile stays. */
export const rejectProfile = (db: Queryable, supplierId: string, reason?: string) => {
  if (!reason?.trim()) return Promise.reject(new AdminError('A rejection needs a reason: --reason "..."'));
  return decideProfile(db, supplierId, 'rejected', reason.trim());
};
