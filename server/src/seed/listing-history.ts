import { diffListingContent, type FieldChange, type ListingType, MARKETPLACE_TEAM, PRICE_META_FIELD } from '@portal/contracts';

import { creationChanges, statusChange } from '../listings/listing-changes';
import type { ListingContent } from '../listings/listing-record';
import { addMinutes } from './dates';
import { json, type Row } from './rows';

/** A log row of the seed, in the shape the server writes. */
function logRow(
  listingId: string,
  editType: string,
  editedBy: string,
  changes: readonly FieldChange[],
  createdAt: Date,
  note: { text: string; field: string | null } | null = null,
): Row {
  return {
    listing_id: listingId,
    edit_type: editType,
    edited_by: editedBy,
    edited_fields: json(Object.fromEntries(changes.map((c) => [c.field, { old: c.old, new: c.new }]))),
    source: 'server',
    note: note?.text ?? null,
    note_field: note?.field ?? null,
    created_at: createdAt,
  };
}

/** An edit a supplier might submit: the price up a tenth, and something more included. */
function revisionOf(type: ListingType, content: ListingContent): ListingContent {
  const price = Math.round((content.price * 1.1) / 500) * 500;
  const meta: Record<string, unknown> = { ...content.meta_data, [PRICE_META_FIELD[type]]: price };
  if (Array.isArray(meta.inclusions)) meta.inclusions = [...(meta.inclusions as string[]), 'Bottled water'];
  else if (Array.isArray(meta.amenities)) meta.amenities = [...new Set([...(meta.amenities as string[]), 'AC'])];
  return { ...content, price, meta_data: meta };
}

export interface Review {
  reason: string;
  field: string | null;
}

/** The story of one listing: its logs and the review columns its last step leaves. */
export interface History {
  logs: Row[];
  columns: {
    review_decision: string | null;
    review_note: string | null;
    review_field: string | null;
    reviewed_at: Date | null;
    pending_revision: string | null;
  };
}

export interface Story {
  listingId: string;
  type: ListingType;
  content: ListingContent;
  supplierUserId: string;
  createdAt: Date;
  updatedAt: Date;
  /** What happened after the listing was created. */
  path: 'submitted' | 'live' | 'edit_pending' | 'deactivated' | 'refused' | 'edit_refused';
  review?: Review;
}

const none: History['columns'] = {
  review_decision: null,
  review_note: null,
  review_field: null,
  reviewed_at: null,
  pending_revision: null,
};

/** Created by the supplier; approved by the team within hours; then whatever the path says. */
export function historyOf(story: Story): History {
  const { listingId, supplierUserId, createdAt, updatedAt } = story;
  const created = logRow(listingId, 'created', supplierUserId, creationChanges(story.content), createdAt);
  if (story.path === 'submitted') return { logs: [created], columns: none };
  if (story.path === 'refused') {
    return {
      logs: [
        created,
        logRow(listingId, 'review_rejected', MARKETPLACE_TEAM.id, statusChange('pending_review', 'not_approved'), updatedAt, {
          text: story.review!.reason,
          field: story.review!.field,
        }),
      ],
      columns: {
        ...none,
        review_decision: 'rejected',
        review_note: story.review!.reason,
        review_field: story.review!.field,
        reviewed_at: updatedAt,
      },
    };
  }
  const approvedAt = addMinutes(createdAt, 180);
  const approved = logRow(listingId, 'review_approved', MARKETPLACE_TEAM.id, statusChange('pending_review', 'approved'), approvedAt);
  const live = { ...none, review_decision: 'approved', reviewed_at: approvedAt };
  const revision = revisionOf(story.type, story.content);
  const edited = (at: Date, to: 'edit_pending_review') =>
    logRow(listingId, 'edit', supplierUserId, [...diffListingContent(story.content, revision), ...statusChange('approved', to)], at);
  switch (story.path) {
    case 'live':
      return { logs: [created, approved], columns: live };
    case 'edit_pending':
      return {
        logs: [created, approved, edited(updatedAt, 'edit_pending_review')],
        columns: { ...none, pending_revision: json({ ...revision, submitted_at: updatedAt.toISOString(), submitted_by: supplierUserId }) },
      };
    case 'deactivated':
      return {
        logs: [created, approved, logRow(listingId, 'status_change', supplierUserId, statusChange('approved', 'rejected'), updatedAt)],
        columns: live,
      };
    case 'edit_refused': {
      const submitted = addMinutes(updatedAt, -20 * 60);
      const refused = logRow(
        listingId,
        'review_rejected',
        MARKETPLACE_TEAM.id,
        statusChange('edit_pending_review', 'approved'),
        updatedAt,
        { text: story.review!.reason, field: story.review!.field },
      );
      return {
        logs: [created, approved, edited(submitted, 'edit_pending_review'), refused],
        columns: {
          ...none,
          review_decision: 'rejected',
          review_note: story.review!.reason,
          review_field: story.review!.field,
          reviewed_at: updatedAt,
        },
      };
    }
  }
}
