import { listingFieldLabel } from '@portal/contracts';
import { formatPkr } from '@portal/ui';

// Any stored value of a listing as a person reads it: the details panel shows every type's facts
// and every change of its history with this, so no type needs a renderer of its own.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const PRICE_KEYS = /price|rate$/;

function formatRecord(value: Record<string, unknown>): string {
  if ('min' in value && 'max' in value) return `${String(value.min)}-${String(value.max)}`;
  if ('value' in value && 'unit' in value) return `${String(value.value)} ${String(value.unit)}`;
  return Object.entries(value)
    .filter(([, item]) => item !== null && item !== '')
    .map(([key, item]) => (PRICE_KEYS.test(key) && typeof item === 'number' ? formatPkr(item) : formatValue(item)))
    .join(' · ');
}

/** A field's value as text: '5 days', '8-65', 'English, Urdu', 'PKR 45,000', 'Yes'. */
export function formatValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return PRICE_KEYS.test(field) ? formatPkr(value) : String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => formatValue(item)).join(isRecord(value[0]) ? '; ' : ', ');
  if (isRecord(value)) return formatRecord(value);
  return String(value as string);
}

/** 'meta_data.base_price' reads 'Base price'. */
export const fieldLabel = listingFieldLabel;
