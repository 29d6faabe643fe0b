import {
  diffListingContent,
  type FieldChange,
  listingShortId,
  type ListingStatus,
  type ListingType,
  TITLE_META_FIELD,
} from '@portal/contracts';

import type { ListingContent } from './listing-record';

/** A status change as one of a log's field changes. */
export const statusChange = (old: ListingStatus | null, next: ListingStatus): FieldChange[] =>
  old === next ? [] : [{ field: 'status', old, new: next }];

/** The first version of a listing: every field it was created with, and its status. */
export function creationChanges(content: ListingContent): FieldChange[] {
  return [
    ...statusChange(null, 'pending_review'),
    ...diffListingContent({ title: '', description: '', price: 0, meta_data: {} }, content).map((change) => ({ ...change, old: null })),
  ];
}

const COPY_SUFFIX = ' (copy)';

/** The content of a copy: the title (and the meta_data field that repeats it) with '(copy)', within 100 characters. */
export function copyOf(type: ListingType, content: ListingContent, maxTitle: number): ListingContent {
  const title = `${content.title.slice(0, maxTitle - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
  const titleField = TITLE_META_FIELD[type];
  return { ...content, title, meta_data: titleField ? { ...content.meta_data, [titleField]: title } : content.meta_data };
}

export const copiedFromNote = (listingId: string) => `Copied from ${listingShortId(listingId)}`;
