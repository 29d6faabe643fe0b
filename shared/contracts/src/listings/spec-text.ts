import * as v from 'valibot';

/**
 * The spec's clients save a duration as 'N hours|days|weeks' and an age range as 'min-max'
 * (spec/listings.md section 3). A request may send that text or our shape ({value, unit},
 * {min, max}); the text is read into our shape on the way in, and then checked like it.
 */
export interface SpecText {
  /** Our shape from the text, or null when the text is not in the spec's form. */
  read: (text: string) => Record<string, unknown> | null;
  /** Said when the text cannot be read. */
  message: string;
}

export const SPEC_TEXT = {
  duration: {
    read: (text) => {
      const match = /^\s*(\d{1,3})\s*(hour|day|week)s?\s*$/i.exec(text);
      return match ? { value: Number(match[1]), unit: `${match[2]!.toLowerCase()}s` } : null;
    },
    message: "Enter the duration as a number of hours, days or weeks, like '3 days'.",
  },
  ageRange: {
    read: (text) => {
      const match = /^\s*(\d{1,3})\s*-\s*(\d{1,3})\s*$/.exec(text);
      return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
    },
    message: "Enter the age range as youngest-oldest, like '8-65'.",
  },
} as const satisfies Record<string, SpecText>;

/** `schema`, also taking the spec's text of the same value. */
export const orSpecText = <S extends v.GenericSchema<Record<string, unknown>>>(schema: S, { read, message }: SpecText) =>
  v.pipe(
    v.union([v.string(message), v.looseObject({})], message),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (typeof dataset.value !== 'string') return dataset.value as v.InferInput<S>;
      const shape = read(dataset.value);
      if (shape) return shape as v.InferInput<S>;
      addIssue({ message });
      return NEVER;
    }),
    schema,
  );
