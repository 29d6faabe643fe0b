import * as v from 'valibot';

import {
  type CreateEditLogRequestSchema,
  CreateListingRequestSchema,
  diffListingContent,
  type Listing,
  LISTING_REFUSALS,
  LISTING_TITLE_MAX_LENGTH,
  type ListingContentRequest,
  type ListingEditLog,
  type PatchListingRequest,
  PRICE_META_FIELD,
  TITLE_META_FIELD,
} from '@portal/contracts';

import { recordActivity } from '../activity/activity-log';
import { giveFirstRules } from '../availability/first-rules';
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { fieldErrors, refuse } from '../http/errors';
import { karachiToday } from '../pakistan-time';
import { editLogRepository } from './edit-log-repository';
import { copiedFromNote, copyOf, creationChanges, statusChange } from './listing-changes';
import { checkPhotos } from './listing-photos';
import { contentOf, editableOf, type ListingContent, type ListingRecord, toListing } from './listing-record';
import { type ListingChange, listingRepository } from './listing-repository';

/** Who acts: the signed-in supplier and its user. */
export interface Actor {
  supplierId: string;
  userId: string;
}

const repositories = (db: Queryable) => ({ listings: listingRepository(db), logs: editLogRepository(db), db });
type Repositories = ReturnType<typeof repositories>;

/** What a submission changes, by the listing's status (the review flow of ARCHITECTURE.md section 3). */
function submission(record: ListingRecord, next: ListingContent, actor: Actor): ListingChange | null {
  const editable = editableOf(record);
  const revision = { ...next, submitted_at: new Date().toISOString(), submitted_by: actor.userId };
  const unchanged = diffListingContent(editable, next).length === 0;
  switch (record.status) {
    case 'approved':
      // The live version stays what customers see until the team approves the edit.
      return unchanged ? null : { status: 'edit_pending_review', pending_revision: revision, review: null };
    case 'edit_pending_review':
      // Back to exactly the live version: nothing is left to review.
      if (diffListingContent(contentOf(record), next).length === 0) return { status: 'approved', pending_revision: null, review: null };
      return unchanged ? null : { pending_revision: revision, review: null };
    case 'pending_review':
      return unchanged ? null : { content: next, review: null };
    case 'rejected':
    case 'not_approved':
      // A deactivated or refused listing is submitted again, changed or not.
      return { content: next, status: 'pending_review', review: null };
  }
}

/** An edit that puts the listing before the marketplace team (again), rather than changing what waits there. */
const submitted = (record: ListingRecord, change: ListingChange) =>
  change.status !== undefined && change.status !== record.status && change.status !== 'approved';

const listingObject = (id: string) => ({ type: 'listing' as const, id });

/** The latest version with a PATCH applied; title and price follow the meta_data fields they repeat unless sent. */
function patched(record: ListingRecord, patch: Exclude<PatchListingRequest, { status: 'rejected' }>): unknown {
  const editable = editableOf(record);
  const meta = { ...editable.meta_data, ...patch.meta_data };
  const titleField = TITLE_META_FIELD[record.listing_type];
  const priceField = PRICE_META_FIELD[record.listing_type];
  return {
    listing_type: patch.listing_type ?? record.listing_type,
    partner_id: patch.partner_id,
    title: patch.title ?? (titleField && patch.meta_data && titleField in patch.meta_data ? meta[titleField] : editable.title),
    description: patch.description ?? editable.description,
    price: patch.price ?? (patch.meta_data && priceField in patch.meta_data ? meta[priceField] : editable.price),
    meta_data: meta,
  };
}

export function listingService({ db, config }: { db: Database; config: ServerConfig }) {
  const read = repositories(db);
  const inTransaction = <T>(fn: (repos: Repositories) => Promise<T>) => db.transaction((tx) => fn(repositories(tx)));

  async function own(repos: Repositories, actor: Pick<Actor, 'supplierId'>, listingId: string, lock = false): Promise<ListingRecord> {
    const record = await repos.listings.find(listingId, { supplierId: actor.supplierId, lock });
    if (!record) throw refuse(LISTING_REFUSALS.notFound);
    return record;
  }

  async function reread(repos: Repositories, listingId: string): Promise<Listing> {
    return toListing((await repos.listings.find(listingId))!);
  }

  const requireOwnPartner = (actor: Actor, partnerId: string | undefined) => {
    if (partnerId !== undefined && partnerId !== actor.supplierId) throw refuse(LISTING_REFUSALS.otherPartner);
  };

  async function submit(actor: Actor, listingId: string, request: ListingContentRequest): Promise<Listing> {
    const found = await own(read, actor, listingId);
    requireOwnPartner(actor, request.partner_id);
    if (request.listing_type !== found.listing_type) throw refuse(LISTING_REFUSALS.typeChange);
    const next = contentOf(request);
    await checkPhotos(db, config, actor.userId, next.meta_data);
    return inTransaction(async (repos) => {
      const record = await own(repos, actor, listingId, true);
      const change = submission(record, next, actor);
      if (!change) return toListing(record);
      await repos.listings.update(listingId, change);
      await repos.logs.add({
        listingId,
        editType: 'edit',
        editedBy: actor.userId,
        changes: [...diffListingContent(editableOf(record), next), ...statusChange(record.status, change.status ?? record.status)],
      });
      await recordActivity(
        repos.db,
        actor,
        submitted(record, change) ? 'listing.submitted' : 'listing.edited',
        listingObject(listingId),
        next.title,
      );
      return reread(repos, listingId);
    });
  }

  return {
    async get(actor: Pick<Actor, 'supplierId'>, listingId: string): Promise<Listing> {
      return toListing(await own(read, actor, listingId));
    },

    async create(actor: Actor, request: ListingContentRequest): Promise<Listing> {
      requireOwnPartner(actor, request.partner_id);
      const content = contentOf(request);
      await checkPhotos(db, config, actor.userId, content.meta_data);
      return inTransaction(async (repos) => {
        const listingId = await repos.listings.insert(actor.supplierId, request.listing_type, content);
        await repos.logs.add({ listingId, editType: 'created', editedBy: actor.userId, changes: creationChanges(content) });
        await recordActivity(repos.db, actor, 'listing.created', listingObject(listingId), content.title);
        await giveFirstRules(repos.db, listingId, request.listing_type, content.meta_data);
        return reread(repos, listingId);
      });
    },

    submit,

    /** PATCH: the sent fields over the latest version, validated whole like a PUT. */
    async patch(actor: Actor, listingId: string, patch: Exclude<PatchListingRequest, { status: 'rejected' }>): Promise<Listing> {
      const record = await own(read, actor, listingId);
      const parsed = v.safeParse(CreateListingRequestSchema, patched(record, patch));
      if (!parsed.success) throw refuse(LISTING_REFUSALS.patchedInvalid, undefined, fieldErrors(parsed.issues));
      return submit(actor, listingId, parsed.output);
    },

    /** The supplier's one status change: rejected (Deactivated). An edit waiting for review is withdrawn. */
    async deactivate(actor: Actor, listingId: string): Promise<Listing> {
      return inTransaction(async (repos) => {
        const record = await own(repos, actor, listingId, true);
        if (record.status === 'rejected') return toListing(record);
        await repos.listings.update(listingId, { status: 'rejected', pending_revision: null });
        await repos.logs.add({
          listingId,
          editType: 'status_change',
          editedBy: actor.userId,
          changes: statusChange(record.status, 'rejected'),
          note: record.pending_revision ? 'The edit under review was withdrawn.' : null,
        });
        await recordActivity(repos.db, actor, 'listing.deactivated', listingObject(listingId), record.title);
        return reread(repos, listingId);
      });
    },

    /** Deletes a listing without bookings to come; its past bookings keep their own trip name. */
    async remove(actor: Actor, listingId: string): Promise<void> {
      await inTransaction(async (repos) => {
        const record = await own(repos, actor, listingId, true);
        if ((await repos.listings.upcomingBookings(listingId, karachiToday())) > 0) throw refuse(LISTING_REFUSALS.hasUpcomingBookings);
        await repos.listings.delete(listingId);
        await recordActivity(repos.db, actor, 'listing.deleted', listingObject(listingId), record.title);
      });
    },

    /** A new listing under review with the latest version's content, '(copy)' in its title. */
    async duplicate(actor: Actor, listingId: string): Promise<Listing> {
      return inTransaction(async (repos) => {
        const source = await own(repos, actor, listingId);
        const content = copyOf(source.listing_type, editableOf(source), LISTING_TITLE_MAX_LENGTH);
        const copyId = await repos.listings.insert(actor.supplierId, source.listing_type, content);
        await repos.logs.add({
          listingId: copyId,
          editType: 'created',
          editedBy: actor.userId,
          changes: creationChanges(content),
          note: copiedFromNote(listingId),
        });
        await recordActivity(repos.db, actor, 'listing.created', listingObject(copyId), content.title);
        await giveFirstRules(repos.db, copyId, source.listing_type, content.meta_data, listingId);
        return reread(repos, copyId);
      });
    },

    /** A log the portal posts itself (spec section 3): kept as sent, marked as the portal's. */
    async postLog(actor: Actor, request: v.InferOutput<typeof CreateEditLogRequestSchema>): Promise<void> {
      await own(read, actor, request.listing_id);
      if (request.edited_by !== undefined && request.edited_by !== actor.userId) throw refuse(LISTING_REFUSALS.editedByOther);
      await read.logs.add({
        listingId: request.listing_id,
        editType: request.edit_type,
        editedBy: actor.userId,
        changes: [],
        editedFields: request.edited_fields,
        source: 'portal',
      });
    },

    async logs(actor: Pick<Actor, 'supplierId'>, listingId: string): Promise<ListingEditLog[]> {
      await own(read, actor, listingId);
      return read.logs.list(listingId);
    },
  };
}
