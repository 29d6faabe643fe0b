import type { Supplier } from '@portal/contracts';

import type { Queryable } from '../db/database';

const supplierColumns = 'supplier_id, supplier_type, profile_data, verification_doc, user_id, verification_status, pending_profile_change';

/** One supplier as stored, or null. */
export async function findSupplier(db: Queryable, supplierId: string): Promise<Supplier | null> {
  const [supplier] = await db.query<Supplier>(`SELECT ${supplierColumns} FROM suppliers WHERE supplier_id = $1`, [supplierId]);
  return supplier ?? null;
}
