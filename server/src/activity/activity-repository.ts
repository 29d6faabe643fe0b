import {
  type ActivityEntry,
  type ActivityKind,
  activityLink,
  type ActivityMember,
  type ActivityObjectType,
  MARKETPLACE_TIME_ZONE,
} from '@portal/contracts';

import type { Queryable, SqlValue } from '../db/database';
import { pagedQuery } from '../db/paged-query';

/** Which entries the Activity screen asks for; dates are Pakistan days, both included. */
export interface ActivitySearch {
  supplierId: string;
  member?: string;
  kind?: ActivityKind;
  from?: string;
  to?: string;
}

interface EntryRow {
  entry_id: string;
  member_id: string | null;
  member_name: string;
  kind: ActivityKind;
  object_type: ActivityObjectType;
  object_id: string;
  summary: string;
  created_at: Date | string;
}

const columns = `a.entry_id, a.member_id, coalesce(u.full_name, 'Former member') AS member_name, a.kind, a.object_type, a.object_id,
  a.summary, a.created_at`;

// The name is read from the user, so a removed member's entries still name them.
const JOINS = 'FROM activity_log a LEFT JOIN users u ON u.user_id = a.user_id';

const orderBy = { newest: 'a.created_at DESC, a.entry_number DESC' } as const;

/** Always the business's own entries; then each filter given. */
function whereOf(search: ActivitySearch): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [search.supplierId];
  const conditions = ['a.supplier_id = $1'];
  const add = (condition: (n: number) => string, value: SqlValue) => {
    params.push(value);
    conditions.push(condition(params.length));
  };
  if (search.member) add((n) => `a.member_id = $${n}`, search.member);
  if (search.kind) add((n) => `a.kind = $${n}`, search.kind);
  if (search.from) add((n) => `a.created_at >= ($${n}::date)::timestamp AT TIME ZONE '${MARKETPLACE_TIME_ZONE}'`, search.from);
  if (search.to) add((n) => `a.created_at < ($${n}::date + 1)::timestamp AT TIME ZONE '${MARKETPLACE_TIME_ZONE}'`, search.to);
  return { sql: conditions.join(' AND '), params };
}

const toEntry = ({ created_at, ...row }: EntryRow): ActivityEntry => ({
  ...row,
  link: activityLink(row.kind, row.object_id),
  created_at: new Date(created_at).toISOString(),
});

/** The activity log, read only: entries are written by recordActivity and never changed. */
export function activityRepository(db: Queryable) {
  return {
    async page(search: ActivitySearch, page: number, pageSize: number): Promise<{ rows: ActivityEntry[]; total: number }> {
      const where = whereOf(search);
      const query = { columns, from: `${JOINS} WHERE ${where.sql}`, params: where.params, orderBy, sort: 'newest' as const };
      const { rows, total } = await pagedQuery<EntryRow, 'newest'>(db, query, page, pageSize);
      return { rows: rows.map(toEntry), total };
    },
    async members(supplierId: string): Promise<ActivityMember[]> {
      return db.query<ActivityMember>(
        `SELECT DISTINCT ON (u.full_name, a.member_id) a.member_id, u.full_name
           FROM activity_log a JOIN users u ON u.user_id = a.user_id
          WHERE a.supplier_id = $1 AND a.member_id IS NOT NULL ORDER BY u.full_name, a.member_id`,
        [supplierId],
      );
    },
  };
}
