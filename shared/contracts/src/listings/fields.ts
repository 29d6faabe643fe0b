import * as v from 'valibot';

/**
 * The building blocks of every listing form field. Each one treats a missing key like a blank
 * field, so a request that leaves a field out gets the same message as a form that leaves it
 * empty ('Title is required.') rather than a generic one.
 */

/** What a request whose meta_data is not an object is told. */
export const META_OBJECT_MESSAGE = 'meta_data must be an object with the fields of the listing type.';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/**
 * Marks a field the OpenAPI document names as required although the schema reads it left out too
 * (as '', so the person is told which field is missing rather than that the form is malformed).
 */
const requiredInDocument = <T>() => v.metadata<T, { requiredInDocument: true }>({ requiredInDocument: true });

/** Trimmed text that must not be blank (documented as at least one character that is not a space). */
export const requiredText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} is required.`),
      v.trim(),
      v.nonEmpty(`${label} is required.`),
      v.maxCodePoints(max, tooLong(label, max)),
      v.metadata<string, { pattern: string }>({ pattern: '\\S' }),
      requiredInDocument<string>(),
    ),
    '',
  );

/** Trimmed text that may be blank ('' when left out). */
export const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxCodePoints(max, tooLong(label, max))), '');

/** A yes/no field; left out it reads as `fallback`. */
export const flag = (label: string, fallback: boolean) => v.optional(v.boolean(`${label} must be yes or no.`), fallback);

/** One of the listed choices, or '' for none (as left out: a form's select with nothing chosen). */
export const choice = <const T extends readonly string[]>(options: T, message: string) =>
  v.optional(v.union([v.literal(''), v.picklist(options, message)], message), '');

/** Several of the listed choices, each once; at least `min`. */
export const choices = <const T extends readonly string[]>(options: T, message: string, min = 0) =>
  v.optional(
    v.pipe(
      v.array(v.picklist(options, message), message),
      v.minLength(min, message),
      v.checkItems((item, index, all) => all.indexOf(item) === index, 'Choose each option once.'),
    ),
    [],
  );

/** Digits or a number: what a number input or a select hands over. Blank gives null, anything else NaN. */
export function readWholeNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d{1,12}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * A whole number from `min` to `max`, given as a number or as its digits ('4'). A `max` that moves
 * with the calendar (next year's model year) is read when a value is checked.
 */
export const wholeNumber = (label: string, min: number, max: number | (() => number)) => {
  const rangeTo = (top: number) => `${label} must be a whole number from ${min} to ${top}.`;
  const top = () => (typeof max === 'function' ? max() : max);
  return v.optional(
    v.pipe(
      v.union([v.number(), v.string()], () => rangeTo(top())),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const highest = top();
        const value = readWholeNumber(dataset.value);
        if (value === null) {
          addIssue({ message: `${label} is required.` });
          return NEVER;
        }
        if (Number.isNaN(value) || value < min || value > highest) {
          addIssue({ message: rangeTo(highest) });
          return NEVER;
        }
        return value;
      }),
    ),
    '',
  );
};

export interface ListLabel {
  /** How one entry is named in a message: 'highlight'. */
  one: string;
  /** How several are named: 'highlights'. */
  many: string;
}

/**
 * A list of short texts (highlights, inclusions, ...). Each entry is trimmed; blank entries are
 * dropped, as the wizards drop the empty lines a person leaves.
 */
export const textList = (label: ListLabel, maxLength: number, maxItems: number) =>
  v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(`Each ${label.one} must be text.`),
          v.trim(),
          v.maxCodePoints(maxLength, `Each ${label.one} must be at most ${maxLength} characters.`),
        ),
        `${capitalise(label.many)} must be a list.`,
      ),
      v.transform((items) => items.filter((item) => item !== '')),
      v.maxLength(maxItems, `Add at most ${maxItems} ${label.many}.`),
    ),
    [],
  );

/**
 * A list of entries with several fields (itinerary, FAQs, prices, add-ons). An entry left
 * entirely blank is dropped; `isBlank` says what blank means for the entry.
 */
export const entryList = <S extends v.GenericSchema<unknown, Record<string, unknown>>>(
  entry: S,
  isBlank: (item: v.InferOutput<S>) => boolean,
  label: ListLabel,
  { min, max }: { min: number; max: number },
) =>
  v.optional(
    v.pipe(
      v.array(entry, `${capitalise(label.many)} must be a list.`),
      v.transform((items) => items.filter((item) => !isBlank(item))),
      v.minLength(min, `Add at least ${min === 1 ? `one ${label.one}` : `${min} ${label.many}`}.`),
      v.maxLength(max, `Add at most ${max} ${label.many}.`),
    ),
    [],
  );

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
