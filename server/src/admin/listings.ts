import { LISTING_STATUSES, type ListingStatus, missingListingFields } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { decideListing, type ListingDecision, type ReviewInput } from '../listings/listing-review';
import { AdminError, requireUuid } from './admin-error';
import type { AdminDeps } from './commands';
import { findSupplierByEmail } from './suppliers';

/** A decision's refusal (not under review, no reason, unknown field) as the command's mistake. */
async function decide(deps: AdminDeps, input: ReviewInput): Promise<ListingDecision> {
  try {
    return await decideListing(deps, { ...input, listingId: requireUuid(input.listingId, 'The listing id') });
  } catch (error) {
    if (error instanceof HttpError) throw new AdminError(error.message);
    throw error;
  }
}

/** The marketplace team's review: a new listing goes live, or an edit of a live one replaces it. */
export const approveListing = (deps: AdminDeps, listingId: string) => decide(deps, { listingId, decision: 'approved' });

/**
 * The marketplace team's review, refused with a reason (and the field it is about): a new listing
 * is not_approved (shown as Rejected, with the reason); an edit is dropped and the live version stays.
 */
export const rejectListing = (deps: AdminDeps, listingId: string, reason?: string, field?: string) => {
  if (!reason?.trim()) return Promise.reject(new AdminError('A rejection needs a reason: --reason "..."'));
  return decide(deps, { listingId, decision: 'rejected', reason, field });
};

export interface AdminListingRow {
  listing_id: string;
  listing_type: string;
  title: string;
  price: number;
  status: string;
  review_note: string | null;
  has_pending_edit: boolean;
  supplier_email: string;
  /** What the version under review still lacks to be a complete listing ('Places covered'): the API took it without. */
  missing: string[];
  created_at: Date;
  updated_at: Date;
}

/** Listings for picking one to review: a supplier's, or by status; with neither, every listing under review. */
export async function listListings(db: Queryable, filter: { supplierEmail?: string; status?: string }): Promise<AdminListingRow[]> {
  if (filter.status && !(LISTING_STATUSES as readonly string[]).includes(filter.status)) {
    throw new AdminError(`--status must be one of ${LISTING_STATUSES.join(', ')}`);
  }
  const supplierId = filter.supplierEmail ? (await findSupplierByEmail(db, filter.supplierEmail)).supplier_id : null;
  const statuses: ListingStatus[] = filter.status
    ? [filter.status as ListingStatus]
    : supplierId
      ? [...LISTING_STATUSES]
      : ['pending_review', 'edit_pending_review'];
  const rows = await db.query<Omit<AdminListingRow, 'missing'> & { meta_data: Record<string, unknown> }>(
    `SELECT l.listing_id, l.listing_type, l.title, l.price, l.status, l.review_note, l.pending_revision IS NOT NULL AS has_pending_edit,
            u.email AS supplier_email, coalesce(l.pending_revision->'meta_data', l.meta_data) AS meta_data, l.created_at, l.updated_at
       FROM listings l JOIN suppliers s USING (supplier_id) JOIN users u ON u.user_id = s.user_id
      WHERE ($1::uuid IS NULL OR l.supplier_id = $1) AND l.status = ANY($2::text[])
      ORDER BY l.created_at DESC, l.listing_id`,
    [supplierId, statuses],
  );
  return rows.map(({ meta_data, ...row }) => ({ ...row, missing: missingListingFields(row.listing_type, meta_data).map((m) => m.label) }));
}
