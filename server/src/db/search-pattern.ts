/**
 * An ILIKE pattern that finds `text` anywhere in a column, with the LIKE wildcards of the text
 * escaped so a search for '50%' or 'bank_' means those characters literally.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The OFFSET of a 1-based page. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;
