import { randomUUID } from 'node:crypto';

import type { SupplierAccount } from './accounts';
import type { Customer } from './customers';
import { addMinutes } from './dates';
import type { DocumentSet } from './documents';
import type { Random } from './prng';
import { json, type Row } from './rows';

export interface AccountIds {
  userId: string;
  supplierId: string;
}

/** Every users column the seed fills, so supplier and customer rows share one INSERT. */
export const userRow = (
  values: Partial<Row> & { user_id: string; full_name: string; email: string; password_hash: string; role: string; created_at: Date },
): Row => ({
  phone_number: null,
  telephone_number: null,
  bank_account: null,
  country: 'Pakistan',
  city: null,
  emergency_contact: null,
  email_verified_at: null,
  ...values,
  updated_at: values.created_at,
});

/** A verified supplier with a verified e-mail, a bank account and its documents, opened `ageDays` ago. */
export function supplierAccountRows(
  random: Random,
  now: Date,
  account: SupplierAccount,
  passwordHash: string,
  documents: DocumentSet,
): { ids: AccountIds; user: Row; supplier: Row } {
  const ids = { userId: randomUUID(), supplierId: randomUUID() };
  const created_at = addMinutes(now, -account.ageDays * 1440 - random.int(0, 600));
  const user = userRow({
    user_id: ids.userId,
    full_name: account.full_name,
    email: account.email,
    password_hash: passwordHash,
    role: 'supplier',
    phone_number: account.phone_number,
    telephone_number: account.telephone_number,
    bank_account: json(account.bank_account),
    city: account.city,
    email_verified_at: addMinutes(created_at, random.int(5, 90)),
    created_at,
  });
  const supplier: Row = {
    supplier_id: ids.supplierId,
    user_id: ids.userId,
    supplier_type: account.supplier_type,
    profile_data: json({ ...account.profile_data, ...documents.fields }),
    verification_doc: documents.urls,
    verification_status: 'verified',
    created_at: addMinutes(created_at, 10),
  };
  return { ids, user, supplier };
}

/** Customers signed up before their first trip; they share one hash of a password nobody knows. */
export function customerRows(random: Random, now: Date, customers: readonly Customer[], passwordHash: string): Row[] {
  return customers.map((c) =>
    userRow({
      user_id: c.user_id,
      full_name: c.full_name,
      email: c.email,
      password_hash: passwordHash,
      role: 'customer',
      phone_number: c.phone_number,
      country: c.country,
      city: c.city,
      emergency_contact: c.emergency_contact,
      email_verified_at: null,
      created_at: addMinutes(now, -random.int(900, 1000) * 1440),
    }),
  );
}
