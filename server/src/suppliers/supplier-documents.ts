import {
  type AddDocumentsRequest,
  DOCUMENT_FIELDS,
  documentLimit,
  documentsOf,
  messageIn,
  type PortalLanguage,
  SUPPLIER_REFUSALS,
  type SupplierType,
} from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { keepPrivate } from '../uploads/issued-uploads';
import { foreignUploads } from './supplier-registration';

/**
 * Documents a supplier adds from the profile (sign-up may finish without them): files the user
 * uploaded, added to one of its type's document fields up to the field's limit, made private and
 * counted among the supplier's verification documents.
 */
export async function addDocuments(
  { db, config }: { db: Database; config: ServerConfig },
  { supplierId, userId }: { supplierId: string; userId: string },
  { field, urls }: { field: AddDocumentsRequest['field']; urls: readonly string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ supplier_type: SupplierType; profile_data: Record<string, unknown>; verification_doc: string[] }>(
      'SELECT supplier_type, profile_data, verification_doc FROM suppliers WHERE supplier_id = $1 FOR UPDATE',
      [supplierId],
    );
    if (!row) throw refuse(SUPPLIER_REFUSALS.supplierNotFound);
    const type = row.supplier_type;
    if (!(DOCUMENT_FIELDS[type] as readonly string[]).includes(field)) {
      const labels = documentsOf(type).map((d) => d.label);
      const documents = (language: PortalLanguage) =>
        labels.map((label) => messageIn(language, label)).join(language === 'ur' ? '، ' : ', ');
      throw refuse(SUPPLIER_REFUSALS.documentNotAsked, { documents });
    }
    const current = row.profile_data[field];
    const kept = Array.isArray(current) ? current.map(String) : [];
    const next = [...new Set([...kept, ...urls])];
    const limit = documentLimit(type);
    if (next.length > limit) {
      const refusal = kept.length === 1 ? SUPPLIER_REFUSALS.tooManyDocument : SUPPLIER_REFUSALS.tooManyDocuments;
      throw refuse(refusal, { limit, count: kept.length });
    }
    const foreign = await foreignUploads(
      tx,
      config,
      userId,
      urls.map((url, i) => ({ field: `urls.${i}`, url })),
    );
    if (foreign.length > 0) throw refuse(SUPPLIER_REFUSALS.notAnUpload, undefined, foreign);
    // Identity documents and licences: only their owner sees them, through signed links.
    await keepPrivate(tx, config, userId, urls);
    await tx.query('UPDATE suppliers SET profile_data = $2, verification_doc = $3 WHERE supplier_id = $1', [
      supplierId,
      { ...row.profile_data, [field]: next },
      [...new Set([...row.verification_doc, ...urls])],
    ]);
  });
}
