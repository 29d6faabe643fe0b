import type { Queryable, SqlValue } from '../db/database';

export type Row = Record<string, SqlValue>;

// PostgreSQL allows 65,535 parameters per statement; stay well below it.
const MAX_PARAMS = 30_000;

/**
 * Inserts rows with multi-row INSERT statements, so a few thousand rows cost a handful of round
 * trips. Every row must have the same keys as the first. jsonb values must already be JSON text
 * when they are arrays (see json()), because the drivers send JS arrays as PostgreSQL arrays.
 */
export async function insertRows(db: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: SqlValue[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((column) => {
        params.push(row[column] ?? null);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** A jsonb value as JSON text (objects and arrays alike). */
export const json = (value: unknown): string => JSON.stringify(value);
