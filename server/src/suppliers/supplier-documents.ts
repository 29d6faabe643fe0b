import {
  type AddDocumentsRequest,
  DOCUMENT_FIELDS,
  documentLimit,
  documentsOf,
  messageIn,
  type PortalLanguage,
  type SupplierType,
} from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { badRequest, notFound, templated } from '../http/errors';
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
    if (!row) throw notFound('Supplier not found');
    const type = row.supplier_type;
    if (!(DOCUMENT_FIELDS[type] as readonly string[]).includes(field)) {
      const labels = documentsOf(type).map((d) => d.label);
      const documents = (language: PortalLanguage) =>
        labels.map((label) => messageIn(language, label)).join(language === 'ur' ? '، ' : ', ');
      throw badRequest('Validation failed', [
        { field: 'field', message: templated('Your business type asks for these documents: {documents}.', { documents }) },
      ]);
    }
    const current = row.profile_data[field];
    const kept = Array.isArray(current) ? current.map(String) : [];
    const next = [...new Set([...kept, ...urls])];
    const limit = documentLimit(type);
    if (next.length > limit) {
      const message = templated(
        kept.length === 1
          ? 'You can upload up to {limit} files here; 1 is there already.'
          : 'You can upload up to {limit} files here; {count} are there already.',
        { limit, count: kept.length },
      );
      throw badRequest(message, [{ field: 'urls', message }]);
    }
    const foreign = await foreignUploads(
      tx,
      config,
      userId,
      urls.map((url, i) => ({ field: `urls.${i}`, url })),
    );
    if (foreign.length > 0) throw badRequest('Validation failed', foreign);
    // Identity documents and licences: only their owner sees them, through signed links.
    await keepPrivate(tx, config, userId, urls);
    await tx.query('UPDATE suppliers SET profile_data = $2, verification_doc = $3 WHERE supplier_id = $1', [
      supplierId,
      { ...row.profile_data, [field]: next },
      [...new Set([...row.verification_doc, ...urls])],
    ]);
  });
}
