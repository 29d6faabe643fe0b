import * as v from 'valibot';

import type { ListingType } from '../listing-types';
import { listingFieldLabel } from './changes';

/**
 * Fields a complete listing has that the API takes without: the spec's client does not send them
 * (a tour's available spots, places covered and age range: spec/listings.md section 3 calls the
 * spots screen-only). A listing posted without them is accepted; the wizard's completeness panel
 * and the review team's listing show what it still lacks. The wizards' forms still ask for them.
 */
export const LISTING_COMPLETENESS_FIELDS = {
  tour: ['available_spots', 'places_covered', 'age_range'],
} as const satisfies Partial<Record<ListingType, readonly string[]>>;

type Omittable<E extends v.ObjectEntries, K extends keyof E> = { [P in keyof E]: P extends K ? v.OptionalSchema<E[P], undefined> : E[P] };

/** The completeness fields of `entries` taken as they are when sent, and left out when not sent. */
export function omittable<E extends v.ObjectEntries, K extends Extract<keyof E, string>>(entries: E, keys: readonly K[]): Omittable<E, K> {
  const loose = Object.fromEntries(keys.map((key) => [key, v.optional(entries[key]!)]));
  return { ...entries, ...loose } as unknown as Omittable<E, K>;
}

const isBlank = (value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
};

/** What a listing of `type` still lacks among its completeness fields, in the words of a form. */
export function missingListingFields(type: string, meta: Record<string, unknown>): { field: string; label: string }[] {
  const fields: readonly string[] = (LISTING_COMPLETENESS_FIELDS as Partial<Record<string, readonly string[]>>)[type] ?? [];
  return fields.filter((field) => isBlank(meta[field])).map((field) => ({ field, label: listingFieldLabel(field) }));
}
