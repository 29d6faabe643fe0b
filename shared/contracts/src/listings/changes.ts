import * as v from 'valibot';

/** One field of a listing that changed: 'title', 'price' or 'meta_data.<key>', with both values. */
export const FieldChangeSchema = v.object({
  field: v.string(),
  /** null when the field did not exist before. */
  old: v.nullable(v.unknown()),
  /** null when the field was removed. */
  new: v.nullable(v.unknown()),
});
export type FieldChange = v.InferOutput<typeof FieldChangeSchema>;

/** What a version of a listing consists of: what the supplier writes, and customers read. */
export interface ListingContentLike {
  title: string;
  description: string;
  price: number;
  meta_data: object;
}

/** Deep equality of JSON values; object keys in any order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameJson(left[key], right[key]));
}

/**
 * The fields that differ between two versions of a listing, field by field (each meta_data key on
 * its own), in a stable order: title, description, price, then meta_data keys as they appear.
 */
export function diffListingContent(before: ListingContentLike, after: ListingContentLike): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of ['title', 'description', 'price'] as const) {
    if (before[field] !== after[field]) changes.push({ field, old: before[field], new: after[field] });
  }
  const oldMeta = before.meta_data as Record<string, unknown>;
  const newMeta = after.meta_data as Record<string, unknown>;
  for (const key of new Set([...Object.keys(newMeta), ...Object.keys(oldMeta)])) {
    if (!sameJson(oldMeta[key], newMeta[key]))
      changes.push({ field: `meta_data.${key}`, old: oldMeta[key] ?? null, new: newMeta[key] ?? null });
  }
  return changes;
}

/** 'meta_data.base_price' reads 'Base price'; 'title' reads 'Title'. */
export function listingFieldLabel(field: string): string {
  const name = field.replace(/^meta_data\./, '').replace(/_/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
