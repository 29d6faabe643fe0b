import * as v from 'valibot';

import { readWholeNumber } from '../listings/fields';
import { ruleCheck } from '../rule-check';

const REQUIRED = Symbol('required');

/**
 * A number field of the availability forms: a number or its digits, as the listing fields read
 * them. Left out, null or blank it is `fallback`, or 'required' when there is none. The OpenAPI
 * document names the number form only, whole and in range, and a required field as required: a
 * request that follows the document is never refused by this field (issue 36).
 */
function countReader<F extends number | null | typeof REQUIRED>(label: string, min: number, max: number, fallback: F) {
  const range = `${label} must be a whole number from ${min} to ${max}.`;
  const read = v.pipe(
    // Any input: what is not a number or its digits is refused with the field's own message.
    v.custom<number | string | null | undefined>(() => true),
    v.rawTransform<number | string | null | undefined, number | Exclude<F, typeof REQUIRED>>(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      const value =
        input === undefined || input === null
          ? null
          : typeof input === 'number' || typeof input === 'string'
            ? readWholeNumber(input)
            : Number.NaN;
      if (value === null) {
        if (fallback !== REQUIRED) return fallback as Exclude<F, typeof REQUIRED>;
        addIssue({ message: `${label} is required.` });
        return NEVER;
      }
      if (Number.isNaN(value) || value < min || value > max) {
        addIssue({ message: range });
        return NEVER;
      }
      return value;
    }),
    v.metadata<number | Exclude<F, typeof REQUIRED>, { json: object }>({ json: { type: 'integer', minimum: min, maximum: max } }),
  );
  return read;
}

/** Left out, null or blank: read as '' so the field's fallback applies. */
const count = <F extends number | null>(label: string, min: number, max: number, fallback: F) =>
  v.optional(v.nullable(countReader(label, min, max, fallback), ''), '');

/** A whole number from `min` to `max`; left out or blank it is `fallback`. */
export const countField = (label: string, min: number, max: number, fallback: number) => count(label, min, max, fallback);

/** A whole number from `min` to `max`, or null (left out, blank or null): no limit. */
export const optionalCountField = (label: string, min: number, max: number) => count(label, min, max, null);

/** A whole number that must be given. */
export const requiredCountField = (label: string, min: number, max: number) => countReader(label, min, max, REQUIRED);

/**
 * Rules across fields, each reported on one field (so a form marks the right input), run only
 * when the fields are valid.
 */
export const fieldRules = <T extends Record<string, unknown>>(
  ...rules: [field: keyof T, broken: (value: T) => boolean, message: string][]
) =>
  ruleCheck<T>(
    rules.map(([, , message]) => message),
    ({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      for (const [field, broken, message] of rules) {
        if (broken(input))
          addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: String(field), value: input[field] }] });
      }
    },
  );

/** Trimmed optional text; blank or left out is null. */
export const noteField = (label: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${label} must be text.`)), null),
    v.transform((text) => text?.trim() || null),
    v.check((text) => text === null || [...text].length <= max, `${label} must be at most ${max} characters.`),
  );

/** A list whose entries must differ. */
export const distinct = <T>(message: string, key: (item: T) => unknown = (item) => item) =>
  v.check<T[], string>((items) => new Set(items.map(key)).size === items.length, message);

/**
 * v.object that refuses an array too: valibot's object takes one and reads its keys as left out,
 * so [1, 2] would pass as an object of defaults.
 */
export const plainObject = <E extends v.ObjectEntries>(entries: E, message: string) =>
  v.pipe(
    v.custom<v.InferInput<v.ObjectSchema<E, string>>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      message,
    ),
    v.object(entries, message),
  );
