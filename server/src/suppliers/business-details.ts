import * as v from 'valibot';

import {
  NOT_EDITABLE_MESSAGE,
  type PendingProfileChange,
  REVIEWED_PROFILE_FIELDS,
  SUPPLIER_REFUSALS,
  type SupplierType,
} from '@portal/contracts';
import { editableProfileFields, PROFILE_SCHEMAS } from '@portal/contracts/registration';

import type { Queryable } from '../db/database';
import { fieldErrors, notFound, refuse } from '../http/errors';

interface SupplierRow {
  supplier_type: SupplierType;
  profile_data: Record<string, unknown>;
  pending_profile_change: PendingProfileChange | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The owner's change of the business details. The profile as it would be (live values, the change
 * under review, this change) must pass the type's sign-up schema. A new name or address waits for
 * the team beside the live one (replacing an earlier change of it); every other detail applies at
 * once.
 */
export async function changeBusinessDetails(db: Queryable, supplierId: string, changes: Record<string, unknown>): Promise<void> {
  const [row] = await db.query<SupplierRow>(
    'SELECT supplier_type, profile_data, pending_profile_change FROM suppliers WHERE supplier_id = $1',
    [supplierId],
  );
  if (!row) throw refuse(SUPPLIER_REFUSALS.supplierNotFound);
  const editable = new Set(editableProfileFields(row.supplier_type));
  const refused = Object.keys(changes).filter((field) => !editable.has(field));
  if (refused.length > 0)
    throw refuse(
      SUPPLIER_REFUSALS.notEditable,
      undefined,
      refused.map((field) => ({ field: `profile_data.${field}`, message: NOT_EDITABLE_MESSAGE })),
    );

  const pending = row.pending_profile_change?.changes ?? {};
  const parsed = v.safeParse(PROFILE_SCHEMAS[row.supplier_type], { ...row.profile_data, ...pending, ...changes });
  if (!parsed.success)
    throw refuse(
      SUPPLIER_REFUSALS.profileInvalid,
      undefined,
      fieldErrors(parsed.issues).map((e) => ({ ...e, field: `profile_data.${e.field}` })),
    );
  const checked = parsed.output as Record<string, unknown>;

  const reviewed = new Set<string>(REVIEWED_PROFILE_FIELDS[row.supplier_type]);
  const applied: Record<string, unknown> = {};
  const forReview: Record<string, unknown> = { ...pending };
  for (const field of Object.keys(changes)) {
    if (!reviewed.has(field)) applied[field] = checked[field];
    // Back to the live value: nothing left to review for this field.
    else if (same(checked[field], row.profile_data[field])) delete forReview[field];
    else forReview[field] = checked[field];
  }
  const review = Object.keys(forReview).length > 0 ? { changes: forReview, submitted_at: new Date().toISOString() } : null;
  await db.query('UPDATE suppliers SET profile_data = profile_data || $2::jsonb, pending_profile_change = $3 WHERE supplier_id = $1', [
    supplierId,
    applied,
    review,
  ]);
}

export type ProfileDecision = 'approved' | 'rejected';

/**
 * The team's decision on a change of the name or address: approved, it becomes the live profile;
 * rejected, it is dropped with the reason. Answers the fields decided.
 */
export async function decideProfileChange(
  db: Queryable,
  supplierId: string,
  decision: ProfileDecision,
  reason: string | null,
): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ changes: Record<string, unknown> | null }>(
    `UPDATE suppliers s
        SET profile_data = CASE WHEN $2 = 'approved' THEN s.profile_data || (s.pending_profile_change->'changes') ELSE s.profile_data END,
            pending_profile_change = NULL, profile_review_decision = $2, profile_review_note = $3, profile_reviewed_at = now()
       FROM suppliers old
      WHERE s.supplier_id = $1 AND old.supplier_id = s.supplier_id AND s.pending_profile_change IS NOT NULL
      RETURNING old.pending_profile_change->'changes' AS changes`,
    [supplierId, decision, reason],
  );
  if (!row?.changes) throw notFound('This supplier has no change of its business details under review.');
  return row.changes;
}
