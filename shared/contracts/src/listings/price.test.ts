import * as v from 'valibot';

import { OptionalPriceSchema, PRICE_MESSAGES, PriceSchema, readPrice } from './price';

const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('PriceSchema', () => {
  it.each([
    ['45,000', 45_000],
    ['4,50,000', 450_000],
    [' 1200 ', 1200],
    [45_000, 45_000],
    ['100,000,000', 100_000_000],
  ])('reads %p as %p rupees', (input, rupees) => {
    expect(v.parse(PriceSchema, input)).toBe(rupees);
  });

  it.each([
    ['45.5', PRICE_MESSAGES.invalid],
    ['-1', PRICE_MESSAGES.invalid],
    [-1, PRICE_MESSAGES.invalid],
    [0, PRICE_MESSAGES.invalid],
    [1.5, PRICE_MESSAGES.invalid],
    ['45,00', PRICE_MESSAGES.invalid],
    [',45', PRICE_MESSAGES.invalid],
    ['Rs 500', PRICE_MESSAGES.invalid],
    [Number.NaN, PRICE_MESSAGES.invalid],
    [true, PRICE_MESSAGES.invalid],
    ['', PRICE_MESSAGES.required],
    [undefined, PRICE_MESSAGES.required],
    [100_000_001, PRICE_MESSAGES.tooHigh],
  ])('refuses %p: %s', (input, message) => {
    expect(messageOf(PriceSchema, input)).toBe(message);
  });

  it('names the ceiling in the price field’s own currency, PKR', () => {
    expect(messageOf(PriceSchema, 100_000_001)).toBe('Price must be at most PKR 100,000,000.');
  });

  it('leaves a blank optional price null and checks a given one', () => {
    expect(v.parse(OptionalPriceSchema, '')).toBeNull();
    expect(v.parse(OptionalPriceSchema, undefined)).toBeNull();
    expect(v.parse(OptionalPriceSchema, null)).toBeNull();
    expect(v.parse(OptionalPriceSchema, '2,500')).toBe(2500);
    expect(messageOf(OptionalPriceSchema, '0')).toBe(PRICE_MESSAGES.invalid);
  });

  it('reads what a price field holds', () => {
    expect(readPrice('12,345')).toBe(12_345);
    expect(readPrice('  ')).toBeNull();
    expect(readPrice('12.5')).toBeNaN();
  });
});
