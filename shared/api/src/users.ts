import { SupplierSchema, UserSchema } from '@portal/contracts';
import { call } from './client';

export const getUser = (userId: string) => call(`users/${encodeURIComponent(userId)}`, UserSchema);

export const getSupplier = (supplierId: string) => call(`suppliers/${encodeURIComponent(supplierId)}`, SupplierSchema);
