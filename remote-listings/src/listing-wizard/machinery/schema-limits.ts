import type * as v from 'valibot';

/**
 * The parts of valibot schemas this reads: an optional's inner schema, a pipe's actions, an
 * array's item, an object's entries (a piped schema carries its first schema's properties).
 */
interface SchemaLike {
  type: string;
  wrapped?: SchemaLike;
  pipe?: readonly { type: string; requirement?: unknown }[];
  item?: SchemaLike;
  entries?: Record<string, SchemaLike>;
}

/** A schema without its optional wrapper. */
const unwrap = (schema: SchemaLike): SchemaLike => (schema.wrapped ? unwrap(schema.wrapped) : schema);

/** A field of an object, or of the entries of an array of objects. */
function child(schema: SchemaLike, key: string): SchemaLike | undefined {
  const base = unwrap(schema);
  if (base.entries) return base.entries[key];
  return base.type === 'array' && base.item ? child(base.item, key) : undefined;
}

/** A list's most entries, or a text's most characters (counted in code points, as the server counts them). */
const LIMITS = ['max_length', 'max_code_points'];
const ownLimit = (schema: SchemaLike) => unwrap(schema).pipe?.find((action) => LIMITS.includes(action.type))?.requirement;

/**
 * The most characters a field of a step's schema takes, read from the schema itself, so a
 * character count shows the very limit the server applies. `path` names object keys, array
 * entries being skipped: 'title', 'itinerary.overview', 'highlights' (a list: its entries' limit).
 */
export function maxLengthOf(schema: v.GenericSchema, path: string): number | undefined {
  let current: SchemaLike | undefined = schema as unknown as SchemaLike;
  for (const key of path.split('.')) current = current ? child(current, key) : undefined;
  if (!current) return undefined;
  const base = unwrap(current);
  const limit = base.type === 'array' && base.item ? ownLimit(base.item) : ownLimit(base);
  return typeof limit === 'number' ? limit : undefined;
}

/** How many entries a list field of a step's schema takes (its own max_length). */
export function maxItemsOf(schema: v.GenericSchema, field: string): number | undefined {
  const list = child(schema as unknown as SchemaLike, field);
  const limit = list ? ownLimit(list) : undefined;
  return typeof limit === 'number' ? limit : undefined;
}
