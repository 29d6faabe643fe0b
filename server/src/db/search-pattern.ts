import type { SqlValue } from './database';

/**
 * An ILIKE pattern that finds `text` anywhere in a column, with the LIKE wildcards of the text
 * escaped so a search for '50%' or 'bank_' means those characters literally.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What a list's search box reaches: text anywhere in, a number exactly, the start of an id. */
export interface SearchColumns {
  /** Columns (or expressions) matched anywhere, ignoring case. */
  text: readonly string[];
  /** Number columns, matched exactly by '1042' or '#1042', so '23' does not find every id with 23 in it. */
  numbers: readonly string[];
  /** uuid columns, matched by their start. */
  ids: readonly string[];
}

/**
 * The condition of a search box over `columns`, its values appended to `params` (what a person
 * types is never written into the SQL).
 */
export function searchCondition(q: string, params: SqlValue[], columns: SearchColumns): string {
  const text = q.replace(/^#/, '');
  const compare = (names: readonly string[], operator: string, value: SqlValue) => {
    // A parameter no condition reads has no type, and PostgreSQL refuses the statement.
    if (names.length === 0) return [];
    params.push(value);
    return names.map((name) => `${name} ${operator} $${params.length}`);
  };
  const options = compare(columns.text, 'ILIKE', containsPattern(q));
  if (/^\d{1,15}$/.test(text)) options.push(...compare(columns.numbers, '=', Number(text)));
  if (/^[0-9a-f-]{4,36}$/i.test(text))
    options.push(
      ...compare(
        columns.ids.map((id) => `${id}::text`),
        'LIKE',
        `${text.toLowerCase()}%`,
      ),
    );
  return `(${options.join(' OR ')})`;
}
