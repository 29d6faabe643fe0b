import * as v from 'valibot';

import { IdSchema } from '../common';
import { LISTING_STATUSES } from '../listing-types';
import { FieldChangeSchema } from './changes';

/**
 * Kinds of edit log. The server writes one for every change it makes: created (also a copy),
 * edit (content, applied or submitted for review), status_change (deactivation; also what the
 * portal posts itself), review_approved and review_rejected (the marketplace team).
 */
export const LISTING_EDIT_TYPES = ['created', 'edit', 'status_change', 'review_approved', 'review_rejected'] as const;
export type ListingEditType = (typeof LISTING_EDIT_TYPES)[number];

/** 'server': written by the server as it made the change; 'portal': posted by a client (POST listings-edit-logs). */
export const EDIT_LOG_SOURCES = ['server', 'portal'] as const;

/** Who made a change when it was the marketplace team. */
export const MARKETPLACE_TEAM = { id: 'admin', name: 'Marketplace team' } as const;

/** GET listings-edit-logs/listing/{id}: a listing's history, newest first. */
export const ListingEditLogSchema = v.object({
  log_id: v.string(),
  listing_id: v.string(),
  edit_type: v.string(),
  /** The acting user's id, or 'admin' for the marketplace team. */
  edited_by: v.string(),
  /** The acting person's name ('Marketplace team' for admin). */
  editor: v.string(),
  /** As stored: the server's logs map each field to {old, new}; a posted log is kept as sent. */
  edited_fields: v.record(v.string(), v.unknown()),
  /** edited_fields read as field changes, whatever their shape. */
  changes: v.array(FieldChangeSchema),
  source: v.picklist(EDIT_LOG_SOURCES),
  /** The team's reason with a review. */
  note: v.nullable(v.string()),
  /** The field the reason is about, when the team names one. */
  note_field: v.nullable(v.string()),
  created_at: v.string(),
});
export type ListingEditLog = v.InferOutput<typeof ListingEditLogSchema>;

/**
 * POST listings-edit-logs (spec section 3 'Edit log'): the portal records a status change it is
 * about to make. edited_by, when sent, must be the signed-in user: the log records who really acted.
 */
export const CreateEditLogRequestSchema = v.object({
  listing_id: IdSchema,
  edit_type: v.literal('status_change', "Only 'status_change' logs can be posted; the server logs every other change itself."),
  edited_by: v.optional(v.pipe(v.string('edited_by must be text.'), v.trim(), v.maxCodePoints(100))),
  edited_fields: v.object(
    {
      status: v.picklist(LISTING_STATUSES, 'Unknown status.'),
      old_status: v.picklist(LISTING_STATUSES, 'Unknown status.'),
    },
    'edited_fields must give status and old_status.',
  ),
});
export type CreateEditLogRequest = v.InferInput<typeof CreateEditLogRequestSchema>;
