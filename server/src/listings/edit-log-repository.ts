import { type FieldChange, type ListingEditLog, type ListingEditType, MARKETPLACE_TEAM } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { iso } from './listing-record';

/** A log the server writes as it changes a listing. */
export interface NewEditLog {
  listingId: string;
  editType: ListingEditType;
  /** The acting user's id, or 'admin'. */
  editedBy: string;
  changes: readonly FieldChange[];
  note?: string | null;
  noteField?: string | null;
  source?: 'server' | 'portal';
  /** Stored as sent instead of the changes (a log posted by the portal). */
  editedFields?: Record<string, unknown>;
}

type LogRow = Omit<ListingEditLog, 'created_at' | 'changes'> & { created_at: Date | string };

/** The server's logs store each field as {old, new}. */
const fieldsOf = (changes: readonly FieldChange[]) => Object.fromEntries(changes.map((c) => [c.field, { old: c.old, new: c.new }]));

const isOldNew = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('old' in value || 'new' in value);

/**
 * edited_fields as field changes, whatever wrote them: the server's {field: {old, new}}, the
 * portal's status change {status, old_status} (spec section 3), or plain values (new only).
 */
function changesOf(fields: Record<string, unknown>): FieldChange[] {
  const entries = Object.entries(fields);
  if (entries.length > 0 && entries.every(([, value]) => isOldNew(value))) {
    return entries.map(([field, value]) => {
      const { old = null, new: next = null } = value as { old?: unknown; new?: unknown };
      return { field, old, new: next };
    });
  }
  if ('status' in fields && 'old_status' in fields)
    return [{ field: 'status', old: fields.old_status ?? null, new: fields.status ?? null }];
  return entries.map(([field, value]) => ({ field, old: null, new: value ?? null }));
}

const toLog = ({ created_at, ...row }: LogRow): ListingEditLog => ({
  ...row,
  changes: changesOf(row.edited_fields),
  created_at: iso(created_at),
});

/** Logs of the newest first; the acting person's name read from users ('Marketplace team' for admin). */
const LOG_LIMIT = 500;

export function editLogRepository(db: Queryable) {
  return {
    async add(log: NewEditLog): Promise<void> {
      await db.query(
        `INSERT INTO listing_edit_logs (listing_id, edit_type, edited_by, edited_fields, source, note, note_field)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          log.listingId,
          log.editType,
          log.editedBy,
          log.editedFields ?? fieldsOf(log.changes),
          log.source ?? 'server',
          log.note ?? null,
          log.noteField ?? null,
        ],
      );
    },

    async list(listingId: string): Promise<ListingEditLog[]> {
      const rows = await db.query<LogRow>(
        `SELECT g.log_id, g.listing_id, g.edit_type, g.edited_by, g.edited_fields, g.source, g.note, g.note_field, g.created_at,
                coalesce(u.full_name, CASE WHEN g.edited_by = $2 THEN $3 ELSE g.edited_by END) AS editor
           FROM listing_edit_logs g LEFT JOIN users u ON u.user_id::text = g.edited_by
          WHERE g.listing_id = $1
          ORDER BY g.created_at DESC, g.log_number DESC
          LIMIT ${LOG_LIMIT}`,
        [listingId, MARKETPLACE_TEAM.id, MARKETPLACE_TEAM.name],
      );
      return rows.map(toLog);
    },
  };
}
