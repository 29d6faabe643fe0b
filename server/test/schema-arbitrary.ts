import fc from 'fast-check';

/** The JSON Schema keywords the OpenAPI document's schemas use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Values a request can name that exist: ids of the signed-in supplier's own rows, near dates. */
export interface Known {
  ids: readonly string[];
  /** The id a path parameter should name, by the parameter's name or the path segment before it. */
  named?: Readonly<Record<string, string>>;
  dates: readonly string[];
}

/** Characters, one code point each, from the scripts a supplier writes in (an emoji and Urdu letters among them). */
const CHARACTER = fc.constantFrom('a', 'K', 'z', '7', 'é', 'ب', 'ک', '😀', '🏔');

/** At most this many more items or characters than a schema's minimum, so requests stay small. */
const SPAN = 12;

function text(schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  const max = (min: number) => Math.min(schema.maxLength ?? min + SPAN, min + SPAN);
  const fits = (value: string) => {
    const length = [...value].length;
    return length >= (schema.minLength ?? 0) && length <= (schema.maxLength ?? Infinity);
  };
  switch (schema.format) {
    case 'uuid':
      return fc.constantFrom(...known.ids);
    case 'date':
      return fc.constantFrom(...known.dates);
    case 'email':
      return fc.stringMatching(/^[a-z]{1,12}@example\.test$/);
    case 'date-time':
      return fc.constantFrom(...known.dates).map((date) => `${date}T10:00:00.000Z`);
    case 'uri':
    case 'url':
      return fc.constant('https://example.test/page');
    default:
  }
  const min = schema.minLength ?? 0;
  // A run of one class of characters (a token) is built to its length; filtering random matches would rarely reach it.
  const run = schema.pattern && /^\^(\[[^\]]+\])[+*]\$$/.exec(schema.pattern);
  if (run)
    return fc.string({ unit: fc.stringMatching(new RegExp(`^${run[1]}$`)), minLength: Math.max(min, 1), maxLength: max(Math.max(min, 1)) });
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ unit: CHARACTER, minLength: min, maxLength: max(min) });
}

function number(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? min + 100_000;
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function object(schema: JsonSchema, known: Known): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((name) => name in properties);
  const fixed = fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, known)])), {
    requiredKeys: required,
  });
  if (typeof schema.additionalProperties !== 'object') return fixed;
  // A map (valibot's record): a few entries, keys as its propertyNames allow.
  const keys = schema.propertyNames ? text(schema.propertyNames, known) : fc.string({ unit: CHARACTER, minLength: 1, maxLength: 8 });
  const entries = fc.dictionary(keys, arbitraryOf(schema.additionalProperties, known), { maxKeys: 3 });
  return fc.tuple(fixed, entries).map(([a, b]) => ({ ...b, ...a }));
}

function ofType(type: string, schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return text(schema, known);
    case 'integer':
    case 'number':
      return number(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      return fc.array(arbitraryOf(schema.items ?? {}, known), { minLength: min, maxLength: max });
    }
    default:
      return object(schema, known);
  }
}

/**
 * Values `schema` takes, for requests that follow the document: each keyword the document uses is
 * honoured (texts counted in code points, as maxLength counts them), uuids and dates drawn from
 * `known` so a request can reach past the owner checks.
 */
export function arbitraryOf(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const { anyOf, oneOf, allOf, ...own } = schema;
  if (allOf) return arbitraryOf(Object.assign({}, own, ...allOf) as JsonSchema, known);
  const branches = anyOf ?? oneOf;
  // A schema with a shape of its own beside its branches (valibot writes some objects so) takes that shape.
  if (branches && own.type === undefined && own.properties === undefined) {
    return fc.oneof(...branches.map((branch) => arbitraryOf({ ...own, ...branch }, known)));
  }
  const types = [own.type ?? (own.properties ? 'object' : [])].flat();
  // No type at all: the document lets anything through; send a plain value.
  if (types.length === 0) return fc.constantFrom('', 'text', 1, true, null);
  return fc.oneof(...types.map((type) => ofType(type, own, known)));
}
