import { randomUUID } from 'node:crypto';

import { documentsOf } from '@portal/contracts';

import type { Queryable } from '../db/database';
import type { FileStorage } from '../uploads/file-storage';
import { fileAddress } from '../uploads/file-urls';
import type { SupplierAccount } from './accounts';
import { insertRows } from './rows';

/** One seeded supplier's verification documents: a small PDF per document field, private to its owner. */
export interface DocumentSet {
  files: { name: string; label: string }[];
  /** profile_data's document fields, each with its file's upload URL. */
  fields: Record<string, string[]>;
  urls: string[];
}

export function planDocuments(account: Pick<SupplierAccount, 'supplier_type'>): DocumentSet {
  const files = documentsOf(account.supplier_type).map(({ field, label }) => ({ field, label, name: `${randomUUID()}.pdf` }));
  const addressOf = (file: (typeof files)[number]) => fileAddress(file.name, `${file.label}.pdf`);
  return {
    files,
    fields: Object.fromEntries(files.map((f) => [f.field, [addressOf(f)]])),
    urls: files.map(addressOf),
  };
}

/** A one-page PDF saying what the document stands for (enough for the content check and a viewer). */
function pdfOf(label: string, business: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% Demo ${label} of ${business}: not a real document.\n%%EOF\n`);
}

/** Stores the documents and records them as the owner's private uploads (after the users exist). */
export async function storeDocuments(
  db: Queryable,
  storage: FileStorage | undefined,
  ownerId: string,
  business: string,
  set: DocumentSet,
  createdAt: Date,
) {
  const rows = [];
  for (const file of set.files) {
    const bytes = pdfOf(file.label, business);
    await storage?.save(file.name, bytes, db);
    rows.push({
      stored_name: file.name,
      mime_type: 'application/pdf',
      size_bytes: bytes.length,
      original_name: `${file.label}.pdf`,
      created_at: createdAt,
      owner_id: ownerId,
      private: true,
    });
  }
  await insertRows(db, 'uploads', rows);
}
