import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  rows: Row[];
  total: number;
  loading: boolean;
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
 * rows: page, page size, search, sort and filters. `load` fetches one page for a query.
 */
export function useListQuery<Row>(
  load: (query: ListQuery) => Promise<{ rows: Row[]; total: number }>,
  options: ListOptions,
): ListState<Row> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Recomputed only when the URL changes; options are fixed per screen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => readQuery(params, options), [key]);
  const [result, setResult] = useState<{ key: string; rows: Row[]; total: number; error: unknown } | null>(null);
  const [reloads, setReloads] = useState(0);
  // react-router hands a functional update the parameters of the last render, so a second change
  // before the next render (quick clicks on a busy machine) would drop the first: build on the
  // newest parameters asked for until a render shows them.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [key]);

  useEffect(() => {
    let current = true;
    load(query).then(
      (page) => current && setResult({ key, rows: page.rows, total: page.total, error: null }),
      (error: unknown) => current && setResult({ key, rows: [], total: 0, error }),
    );
    return () => {
      current = false;
    };
    // `load` is a module-level API function per screen; the query and reloads are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, reloads]);

  const update = useCallback<ListState<Row>['update']>(
    (changes) => {
      setParams((previous) => {
        const next = new URLSearchParams(pending.current ?? previous);
        const { filters, ...rest } = changes;
        for (const [name, value] of Object.entries({ ...rest, ...filters })) {
          if (value === undefined || value === '' ) next.delete(name);
          else next.set(name, String(value));
        }
        if (changes.page === undefined) next.delete('page');
        pending.current = next;
        return next;
      });
    },
    [setParams],
  );

  const loading = result?.key !== key;
  return {
    query,
    rows: loading ? [] : result.rows,
    total: loading ? 0 : result.total,
    loading,
    error: loading ? null : result.error,
    update,
    reload: () => setReloads((n) => n + 1),
  };
}
