import { keepPreviousData, type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListQuery {
  page: number;
  pageSize: number;
  /** Free text of the search box. */
  q: string;
  sort: string;
  /** The screen's own filters and tab, each a URL parameter. */
  filters: Record<string, string>;
}

export interface ListState<Row> {
  query: ListQuery;
  /** The rows of the page asked for; while the next page loads, the previous page's rows. */
  rows: Row[];
  total: number;
  /** Nothing to show yet: the first page is on its way. */
  loading: boolean;
  /** Another page (search, sort, filter, page) is on its way while the previous rows stay on screen. */
  reloading: boolean;
  error: unknown;
  /** Changes parameters; any change but the page itself goes back to page 1. */
  update: (changes: Partial<Omit<ListQuery, 'filters'>> & { filters?: Record<string, string | undefined> }) => void;
  reload: () => void;
}

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

/** A URL value among `values`, else the fallback: a value typed into the URL by hand does not fail the list. */
export const choiceOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** A filter checkbox, held in the URL as 'true' while ticked. */
export const isTicked = (query: ListQuery, filter: string): boolean => query.filters[filter] === 'true';

/** The URL change of ticking or clearing a filter checkbox (cleared boxes leave the URL). */
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
 * The state of a server-paged list, held in the URL so a reload or a shared link shows the same
 * rows: page, page size, search, sort and filters. `pageQuery` turns that state into the screen's
 * query of @portal/api. While another page loads, the previous rows stay on screen (and clickable).
 */
export function useListQuery<Row, Key extends QueryKey>(
  pageQuery: (query: ListQuery) => PageQuery<Row, Key>,
  options: ListOptions,
): ListState<Row> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Recomputed only when the URL changes; options are fixed per screen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => readQuery(params, options), [key]);
  const result = useQuery({ ...pageQuery(query), placeholderData: keepPreviousData });

  // react-router hands a functional update the parameters of the last render, so a second change
  // before the URL shows the first (quick clicks on a busy machine) would drop it: each change
  // builds on the last one asked for, until the URL shows it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === key) pending.current = null;
  }, [key]);

  const update = useCallback<ListState<Row>['update']>(
    (changes) => {
      setParams((previous) => {
        const next = new URLSearchParams(pending.current ?? previous);
        const { filters, ...rest } = changes;
        for (const [name, value] of Object.entries({ ...rest, ...filters })) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (changes.page === undefined) next.delete('page');
        pending.current = next;
        return next;
      });
    },
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
