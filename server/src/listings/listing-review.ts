import {
  diffListingContent,
  LISTING_META_SCHEMAS,
  listingFieldLabel,
  type ListingStatus,
  listingStatusDisplay,
  type ListingType,
  MARKETPLACE_TEAM,
  missingDocuments,
  type SupplierType,
} from '@portal/contracts';

import type { CommandConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { badRequest, conflict, notFound } from '../http/errors';
import { recordLiveEvent } from '../live/live-events';
import type { Mailer } from '../mail/mailer';
import { editLogRepository } from './edit-log-repository';
import { statusChange } from './listing-changes';
import { contentOf, type ListingRecord } from './listing-record';
import { type ListingChange, listingRepository } from './listing-repository';
import { reviewMail, supplierContact } from './review-mail';

export interface ReviewDeps {
  db: Database;
  config: CommandConfig;
  mailer: Mailer;
}

export interface ReviewInput {
  listingId: string;
  decision: 'approved' | 'rejected';
  /** Required with a rejection: the supplier reads it. */
  reason?: string | null;
  /** The field the reason is about: title, description, price or meta_data.<field>. */
  field?: string | null;
}

export interface ListingDecision {
  listing_id: string;
  title: string;
  decision: 'approved' | 'rejected';
  status: ListingStatus;
  old_status: ListingStatus;
  review_note: string | null;
  review_field: string | null;
  /** Whether the supplier's e-mail went out. */
  notified: boolean;
}

/** The fields a rejection may name for a listing type. */
function reviewableFields(type: ListingType): string[] {
  return ['title', 'description', 'price', ...Object.keys(LISTING_META_SCHEMAS[type].entries).map((key) => `meta_data.${key}`)];
}

/** What a decision changes, by the status under review (ARCHITECTURE.md section 3). */
function outcome(record: ListingRecord, input: ReviewInput, reason: string | null, field: string | null): ListingChange {
  const review = { decision: input.decision, note: reason, field };
  // A submission that is not live: a refusal is not the supplier's deactivation ('rejected').
  if (record.status === 'pending_review') return { status: input.decision === 'approved' ? 'approved' : 'not_approved', review };
  // An edit of a live listing: approval swaps the revision in; rejection keeps the live version.
  return input.decision === 'approved'
    ? { content: contentOf(record.pending_revision!), status: 'approved', pending_revision: null, review }
    : { status: 'approved', pending_revision: null, review };
}

function checkedInput(record: ListingRecord, input: ReviewInput): { reason: string | null; field: string | null } {
  if (record.status !== 'pending_review' && record.status !== 'edit_pending_review') {
    throw conflict(`Listing ${record.listing_id} is not under review (it is ${listingStatusDisplay(record.status).label}).`);
  }
  const reason = input.reason?.trim() || null;
  const field = input.field?.trim() || null;
  if (input.decision === 'rejected' && !reason) throw badRequest('A rejection needs a reason the supplier can act on.');
  if (field && !reviewableFields(record.listing_type).includes(field)) {
    throw badRequest(`Unknown field '${field}' for a ${record.listing_type}: use title, description, price or meta_data.<field>.`);
  }
  return { reason, field };
}

/**
 * No listing goes live for a supplier whose verification documents are missing: sign-up may
 * finish without them, the profile asks for them, and the team approves once they are there.
 */
async function requireDocuments(db: Queryable, supplierId: string): Promise<void> {
  const [supplier] = await db.query<{ supplier_type: SupplierType; profile_data: Record<string, unknown>; email: string }>(
    `SELECT s.supplier_type, s.profile_data, u.email FROM suppliers s JOIN users u USING (user_id) WHERE s.supplier_id = $1`,
    [supplierId],
  );
  const missing = supplier ? missingDocuments(supplier.supplier_type, supplier.profile_data) : [];
  if (supplier && missing.length > 0) {
    throw conflict(
      `The supplier ${supplier.email} has not uploaded these verification documents yet: ${missing.map((d) => d.label).join(', ')}. ` +
        'A listing goes live only once they are on the profile: ask the supplier to upload them (My Profile, Verification documents).',
    );
  }
}

/**
 * The marketplace team's decision on a listing under review, logged as 'admin' and told to the
 * supplier by e-mail (after the decision is stored: a mail failure does not undo it).
 */
export async function decideListing({ db, config, mailer }: ReviewDeps, input: ReviewInput): Promise<ListingDecision> {
  const decided = await db.transaction(async (tx) => {
    const listings = listingRepository(tx);
    const record = await listings.find(input.listingId, { lock: true });
    if (!record) throw notFound(`Listing not found: ${input.listingId}`);
    const { reason, field } = checkedInput(record, input);
    if (input.decision === 'approved') await requireDocuments(tx, record.supplier_id);
    const change = outcome(record, input, reason, field);
    await listings.update(record.listing_id, change);
    const swapped = change.content ? diffListingContent(contentOf(record), change.content) : [];
    await editLogRepository(tx).add({
      listingId: record.listing_id,
      editType: input.decision === 'approved' ? 'review_approved' : 'review_rejected',
      editedBy: MARKETPLACE_TEAM.id,
      changes: [...swapped, ...statusChange(record.status, change.status!)],
      note: reason,
      noteField: field,
    });
    const title = change.content?.title ?? record.title;
    // The title is the object: the event links to the listings searched for it.
    await recordLiveEvent(tx, {
      supplierId: record.supplier_id,
      kind: input.decision === 'approved' ? 'listing.approved' : 'listing.rejected',
      objectId: title,
      subject: title,
      detail: reason,
    });
    return { record, reason, field, title, status: change.status! };
  });
  const { record, reason, field, title, status } = decided;
  const notified = await notify({ db, config, mailer }, record, {
    title,
    decision: input.decision,
    wasEdit: record.status === 'edit_pending_review',
    reason,
    fieldLabel: field ? listingFieldLabel(field) : null,
  });
  return {
    listing_id: record.listing_id,
    title,
    decision: input.decision,
    status,
    old_status: record.status,
    review_note: reason,
    review_field: field,
    notified,
  };
}

async function notify(
  { db, config, mailer }: ReviewDeps,
  record: ListingRecord,
  outcome: Parameters<typeof reviewMail>[1],
): Promise<boolean> {
  try {
    const contact = await supplierContact(db, record.supplier_id);
    if (!contact) return false;
    await mailer.send(reviewMail(contact, outcome, config));
    return true;
  } catch {
    return false;
  }
}
