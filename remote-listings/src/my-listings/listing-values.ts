import { ADD_ON_TYPE_LABELS, AUDIENCE_LABELS, type FieldChange, listingFieldLabel, listingGroupLabel } from '@portal/contracts';
import { formatPkr } from '@portal/ui';

import { statusWord } from '../common/listing-words';
import { listingsText } from '../strings/listings-strings';

// Any stored value of a listing as a person reads it: the details panel shows every type's facts
// and every change of its history with this, so no type needs a renderer of its own.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const PRICE_KEYS = /price|rate$/;

function formatRecord(value: Record<string, unknown>): string {
  if ('min' in value && 'max' in value) return `${String(value.min)}-${String(value.max)}`;
  if ('value' in value && 'unit' in value) return `${String(value.value)} ${String(value.unit)}`;
  return Object.entries(value)
    .filter(([, item]) => item !== null && item !== '')
    .map(([key, item]) => (PRICE_KEYS.test(key) && typeof item === 'number' ? formatPkr(item) : formatValue(item, key)))
    .join(' · ');
}

const wordOf = (labels: Record<string, string>) => (value: unknown) => (typeof value === 'string' ? (labels[value] ?? null) : null);

/** Stored words the screens show in their own words: a status as its tab, 'group' as the Group column. */
const FIELD_WORDS: Record<string, (value: unknown) => string | null> = {
  status: (value) => (typeof value === 'string' ? statusWord(value) : null),
  type: (value) => (value === 'group' || value === 'private' ? listingGroupLabel(value) : wordOf(ADD_ON_TYPE_LABELS)(value)),
  audience: wordOf(AUDIENCE_LABELS),
  // Photos are shown as pictures; in words, how many.
  photos: (value) => (Array.isArray(value) ? listingsText()('details.photo', { count: value.length }) : null),
};

/** A field's value as text: '5 days', '8-65', 'English, Urdu', 'PKR 45,000', 'Yes'. */
export function formatValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  const words = FIELD_WORDS[field.replace(/^meta_data\./, '')]?.(value);
  if (words) return words;
  if (typeof value === 'boolean') return listingsText()(value ? 'details.yes' : 'details.no');
  if (typeof value === 'number') return PRICE_KEYS.test(field) ? formatPkr(value) : String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => formatValue(item)).join(isRecord(value[0]) ? '; ' : ', ');
  if (isRecord(value)) return formatRecord(value);
  return String(value as string);
}

/** 'meta_data.base_price' reads 'Base price'. */
export const fieldLabel = listingFieldLabel;

/**
 * A history's changes as a person reads them: once each. The title and the price are saved twice
 * (the listing's own field and the meta_data field it repeats, spec section 3); the meta_data copy
 * of a change already shown is left out.
 */
export function readableChanges(changes: readonly FieldChange[]): FieldChange[] {
  const shown = changes.filter((change) => !change.field.startsWith('meta_data.'));
  const repeats = (change: FieldChange) =>
    change.field.startsWith('meta_data.') && shown.some((top) => top.old === change.old && top.new === change.new);
  return changes.filter((change) => !repeats(change));
}
