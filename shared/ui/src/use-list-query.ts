import { keepPreviousData, type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { type ListSearch, type ListSearchDefaults, listSearchParams, type ListSearchSchema, readListSearch } from '@portal/contracts';

/** What every list's state holds, whatever its filters: the page, its size and the search. */
export interface PagedQuery {
  page: number;
  pageSize: number;
  q?: string;
}

/** @deprecated a list's state by hand, of `useListQuery`; `useListSearch` reads it with the list's query schema. */
export interface ListQuery {
  page: number;
  pageSize: number;
  /** Free text of the search box. */
  q: string;
  sort: string;
  /** The screen's own filters and tab, each a URL parameter. */
  filters: Record<string, string>;
}

/** The changes `useListQuery`'s update takes: parameters, and filters by name (undefined clears one). */
type ListQueryChanges = Partial<Omit<ListQuery, 'filters'>> & { filters?: Record<string, string | undefined> };

export interface ListState<Row, Query = ListQuery, Changes = ListQueryChanges> {
  query: Query;
  /** The rows of the page asked for; while the next page loads, the previous page's rows. */
  rows: Row[];
  total: number;
  /** Nothing to show yet: the first page is on its way. */
  loading: boolean;
  /** Another page (search, sort, filter, page) is on its way while the previous rows stay on screen. */
  reloading: boolean;
  error: unknown;
  /** Changes parameters; any change but the page itself goes back to page 1. */
  update: (changes: Changes) => void;
  reload: () => void;
}

/** What the list frame (search box, table, pager) reads and changes of any list's state. */
export type PagedList<Row> = ListState<Row, PagedQuery, Partial<PagedQuery>>;

/** @deprecated the options of `useListQuery`; `useListSearch` takes the list's query schema. */
export interface ListOptions {
  pageSize?: number;
  defaultSort: string;
  /** Names of the URL parameters that are filters (tab, type, ...). */
  filterKeys: readonly string[];
}

/** A query of @portal/api (e.g. `bookingQueries.list(...)`) answering one page and its total. */
export type PageQuery<Row, Key extends QueryKey = QueryKey> = UseQueryOptions<
  { rows: Row[]; total: number },
  Error,
  { rows: Row[]; total: number },
  Key
>;

// choiceOf, isTicked, tickFilter and useListQuery are release 2.0's list state by hand, kept for the
// remotes built against it (ADR 0016); today's screens read their state with `useListSearch`.

/** @deprecated A URL value among `values`, else the fallback: a value typed into the URL by hand does not fail the list. */
export const choiceOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** @deprecated A filter checkbox, held in the URL as 'true' while ticked. */
export const isTicked = (query: ListQuery, filter: string): boolean => query.filters[filter] === 'true';

/** @deprecated The URL change of ticking or clearing a filter checkbox (cleared boxes leave the URL). */
export const tickFilter = (filter: string, ticked: boolean) => ({ filters: { [filter]: ticked ? 'true' : undefined } });

function readQuery(params: URLSearchParams, options: ListOptions): ListQuery {
  const number = (key: string, fallback: number) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    page: number('page', 1),
    pageSize: number('pageSize', options.pageSize ?? 10),
    q: params.get('q') ?? '',
    sort: params.get('sort') ?? options.defaultSort,
    filters: Object.fromEntries(options.filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : []))),
  };
}

/**
 * The state of a server-paged list held in the URL (page, page size, search, sort and filters), so a
 * reload or a shared link shows the same rows: `read` turns the URL into the state, `apply` writes a
 * change into a copy of the URL's parameters; `pageQuery` turns the state into the screen's query of
 * @portal/api. While another page loads, the previous rows stay on screen (and clickable).
 */
function useUrlList<Row, Key extends QueryKey, Query, Changes>(
  read: (params: URLSearchParams) => Query,
  apply: (params: URLSearchParams, changes: Changes) => void,
  pageQuery: (query: Query) => PageQuery<Row, Key>,
): ListState<Row, Query, Changes> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Recomputed only when the URL changes; `read` is fixed per screen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => read(params), [key]);
  const result = useQuery({ ...pageQuery(query), placeholderData: keepPreviousData });

  // react-router hands a functional update the parameters of the last render, so a second change
  // before the URL shows the first (quick clicks on a busy machine) would drop it: each change
  // builds on the last one asked for, until the URL shows it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === key) pending.current = null;
  }, [key]);

  const update = useCallback(
    (changes: Changes) => {
      setParams((previous) => {
        const next = new URLSearchParams(pending.current ?? previous);
        apply(next, changes);
        pending.current = next;
        return next;
      });
    },
    // `apply` is fixed per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );

  const { data, refetch } = result;
  return {
    query,
    rows: data?.rows ?? [],
    total: data?.total ?? 0,
    loading: result.isPending && result.fetchStatus !== 'idle',
    reloading: result.isPlaceholderData,
    error: result.isError ? result.error : null,
    update,
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

/**
 * A list screen's state in its URL, in the shape of its endpoint's query schema
 * (`BookingListQuerySchema`): read through the schema, a value it refuses falling back to its
 * default, and written back from the same shape, values at their default left out. `defaults` are
 * the screen's own where they differ from the endpoint's (My Reviews shows 12 a page). A change of
 * anything but the page goes back to page 1.
 */
export function useListSearch<S extends ListSearchSchema, Row, Key extends QueryKey>(
  schema: S,
  pageQuery: (query: ListSearch<S>) => PageQuery<Row, Key>,
  defaults: ListSearchDefaults<S> = {},
): ListState<Row, ListSearch<S>, Partial<ListSearch<S>>> {
  const read = (params: URLSearchParams): ListSearch<S> => readListSearch(schema, params, defaults);
  const apply = (params: URLSearchParams, changes: Partial<ListSearch<S>>) => {
    const written = listSearchParams(schema, { ...read(params), page: 1, ...changes }, defaults);
    for (const name of Object.keys(schema.entries)) {
      // set() keeps a parameter where it was, so the address reads in the order things were chosen.
      if (written[name] === undefined) params.delete(name);
      else if (params.get(name) !== written[name]) params.set(name, written[name]);
    }
  };
  return useUrlList(read, apply, pageQuery);
}

/** @deprecated The state of a server-paged list in the URL, its filters by name; see `useListSearch`. */
export function useListQuery<Row, Key extends QueryKey>(
  pageQuery: (query: ListQuery) => PageQuery<Row, Key>,
  options: ListOptions,
): ListState<Row> {
  const apply = (next: URLSearchParams, changes: ListQueryChanges) => {
    const { filters, ...rest } = changes;
    for (const [name, value] of Object.entries({ ...rest, ...filters })) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
    }
    if (changes.page === undefined) next.delete('page');
  };
  return useUrlList((params) => readQuery(params, options), apply, pageQuery);
}
