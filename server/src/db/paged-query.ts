import type { Queryable, SqlValue } from './database';

/** One list's query: what it selects, from where, and its sorts. */
export interface ListQuery<Sort extends string> {
  columns: string;
  /** FROM (with joins) and WHERE; the values it refers to are `params`. */
  from: string;
  params: readonly SqlValue[];
  /** The list's sorts and their ORDER BY: only these reach the SQL, whatever `sort` says. */
  orderBy: Readonly<Record<Sort, string>>;
  sort: Sort;
}

/** The OFFSET of a 1-based page. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;

/** The ORDER BY of a sort the list offers; anything else is refused rather than written into SQL. */
function orderOf<Sort extends string>({ orderBy, sort }: Pick<ListQuery<Sort>, 'orderBy' | 'sort'>): string {
  if (!Object.hasOwn(orderBy, sort)) throw new Error(`Unknown sort: ${sort}`);
  return orderBy[sort];
}

function rowsOf<Row extends object, Sort extends string>(
  db: Queryable,
  query: ListQuery<Sort>,
  limit: number,
  offset: number,
): Promise<Row[]> {
  const n = query.params.length;
  return db.query<Row>(`SELECT ${query.columns} ${query.from} ORDER BY ${orderOf(query)} LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...query.params,
    limit,
    offset,
  ]);
}

/** How many rows `from` (FROM ... WHERE ...) holds. */
export async function countOf(db: Queryable, from: string, params: readonly SqlValue[]): Promise<number> {
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  return row?.total ?? 0;
}

/** One page of a list and how many rows the whole list holds. */
export async function pagedQuery<Row extends object, Sort extends string>(
  db: Queryable,
  query: ListQuery<Sort>,
  page: number,
  pageSize: number,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([
    rowsOf<Row, Sort>(db, query, pageSize, pageOffset(page, pageSize)),
    countOf(db, query.from, query.params),
  ]);
  return { rows, total };
}

/** Every row of a list in its order, `batchSize` at a time (the CSV exports). */
export async function* batchesOf<Row extends object, Sort extends string>(
  db: Queryable,
  query: ListQuery<Sort>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await rowsOf<Row, Sort>(db, query, batchSize, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}
