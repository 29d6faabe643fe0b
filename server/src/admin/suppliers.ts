import type { Queryable } from '../db/database';
import { AdminError } from './admin-error';

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
