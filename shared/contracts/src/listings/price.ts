import * as v from 'valibot';

/** Prices are whole rupees (PKR). The ceiling keeps a typo from becoming a price nobody can pay. */
export const MAX_PRICE = 100_000_000;

export const PRICE_MESSAGES = {
  required: 'Please enter a price.',
  invalid: 'Price must be a whole number of rupees above 0.',
  // The price field reads PKR (spec: PKR in prices, Rs only in tables), so its error does too.
  tooHigh: `Price must be at most PKR ${MAX_PRICE.toLocaleString('en-US')}.`,
} as const;

/** The placeholder of the wizards' base price field (spec section 9); not a default value. */
export const BASE_PRICE_PLACEHOLDER = '450,000';

// Digits, or digits grouped by commas in thousands ('45,000') or in lakhs ('4,50,000').
const PRICE_TEXT = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})$/;

/**
 * What a price field holds, read as rupees: a number, or text with thousands separators
 * ('45,000' is 45000). Null when blank; NaN when it is not a whole number of rupees.
 */
export function readPrice(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const text = value.trim();
  if (text === '') return null;
  return PRICE_TEXT.test(text) ? Number(text.replace(/,/g, '')) : Number.NaN;
}

function priceIssue(price: number): string | null {
  if (!Number.isInteger(price) || price <= 0) return PRICE_MESSAGES.invalid;
  return price > MAX_PRICE ? PRICE_MESSAGES.tooHigh : null;
}

const priceInput = v.union([v.number(PRICE_MESSAGES.invalid), v.string(PRICE_MESSAGES.invalid)], PRICE_MESSAGES.invalid);

/**
 * Every price of a listing: a positive whole number of rupees, given as a number or as text with
 * separators. A missing or blank price is 'Please enter a price.'
 */
export const PriceSchema = v.optional(
  v.pipe(
    priceInput,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const price = readPrice(dataset.value);
      const issue = price === null ? PRICE_MESSAGES.required : priceIssue(price);
      if (issue) {
        addIssue({ message: issue });
        return NEVER;
      }
      return price as number;
    }),
  ),
  '',
);

/**
 * A price in a list entry that may be left blank (the entry is then dropped or its other fields
 * say what is missing): null when blank, else the same rules as PriceSchema.
 */
export const OptionalPriceSchema = v.optional(
  v.pipe(
    v.nullable(priceInput),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const price = readPrice(dataset.value);
      if (price === null) return null;
      const issue = priceIssue(price);
      if (issue) {
        addIssue({ message: issue });
        return NEVER;
      }
      return price;
    }),
  ),
  null,
);
