import * as v from 'valibot';

import { queryParams } from './define';

/**
 * A list endpoint's query schema (`BookingListQuerySchema`): an object of optional parameters. A
 * list screen holds its state in its URL in this shape, the one the endpoint takes, so the shape
 * is written once.
 */
export type ListSearchSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** A list screen's state: the query schema's output (page and sort filled in by their defaults). */
export type ListSearch<S extends ListSearchSchema> = v.InferOutput<S>;

/** A screen's own defaults where they differ from the endpoint's (My Bookings opens on Upcoming), as the URL writes them. */
export type ListSearchDefaults<S extends ListSearchSchema> = Partial<v.InferInput<S>>;

/**
 * The URL's parameters as the list's query schema reads them, each on its own: a value the schema
 * refuses (a tab typed by hand, `page=abc`) is dropped so its default applies, and the list shows
 * rather than fails. Parameters the schema does not name are left out.
 */
export function readListSearch<S extends ListSearchSchema>(
  schema: S,
  params: URLSearchParams,
  defaults: ListSearchDefaults<S> = {},
): ListSearch<S> {
  const valid = Object.entries(schema.entries).flatMap(([name, entry]) => {
    const value = params.get(name);
    return value && v.safeParse(entry, value).success ? [[name, value]] : [];
  });
  return v.parse(schema, { ...defaults, ...Object.fromEntries(valid) });
}

/**
 * The URL parameters of a list's state, as the endpoint takes them (`queryParams`: a checkbox only
 * while ticked), those at their default left out: a clean address, which `readListSearch` reads back
 * to the same state.
 */
export function listSearchParams<S extends ListSearchSchema>(
  schema: S,
  search: Partial<ListSearch<S>>,
  defaults: ListSearchDefaults<S> = {},
): Record<string, string> {
  const endpoint = { query: schema };
  const fallback = queryParams(endpoint, readListSearch(schema, new URLSearchParams(), defaults));
  return Object.fromEntries(Object.entries(queryParams(endpoint, search)).filter(([name, value]) => value && value !== fallback[name]));
}
