import type { Database, Queryable } from '../db/database';
import { AdminError, requireUuid } from './admin-error';
import { findSupplierByEmail } from './suppliers';

export interface ListingDecision {
  listing_id: string;
  title: string;
  status: string;
  old_status: string;
  review_note: string | null;
}

/** The marketplace team's review: a new or edited listing goes live. */
export const approveListing = (db: Database, listingId: string) => decide(db, listingId, 'approved', null);

/** The marketplace team's review: the listing is refused (shown to the supplier as Deactivated). */
export const rejectListing = (db: Database, listingId: string, note?: string) => decide(db, listingId, 'rejected', note?.trim() || null);

/** Sets the status and records it in the listing's edit log, as the portal's own status changes do. */
async function decide(db: Database, listingId: string, status: 'approved' | 'rejected', note: string | null): Promise<ListingDecision> {
  const id = requireUuid(listingId, 'The listing id');
  return db.transaction(async (tx) => {
    const [listing] = await tx.query<{ status: string; title: string }>('SELECT status, title FROM listings WHERE listing_id = $1 FOR UPDATE', [id]);
    if (!listing) throw new AdminError(`Listing not found: ${id}`);
    if (listing.status === status) throw new AdminError(`Listing ${id} is already ${status}`);
    await tx.query('UPDATE listings SET status = $2, review_note = $3, updated_at = now() WHERE listing_id = $1', [id, status, note]);
    await tx.query(
      `INSERT INTO listing_edit_logs (listing_id, edit_type, edited_by, edited_fields) VALUES ($1, 'status_change', 'admin', $2)`,
      [id, { status, old_status: listing.status, ...(note ? { review_note: note } : {}) }],
    );
    return { listing_id: id, title: listing.title, status, old_status: listing.status, review_note: note };
  });
}

export interface AdminListingRow {
  listing_id: string;
  listing_type: string;
  title: string;
  price: number;
  status: string;
  review_note: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A supplier's listings, newest first, for picking one to review. */
export async function listListings(db: Queryable, supplierEmail: string): Promise<AdminListingRow[]> {
  const { supplier_id } = await findSupplierByEmail(db, supplierEmail);
  return db.query<AdminListingRow>(
    `SELECT listing_id, listing_type, title, price, status, review_note, created_at, updated_at
     FROM listings WHERE supplier_id = $1 ORDER BY created_at DESC, listing_id`,
    [supplier_id],
  );
}
