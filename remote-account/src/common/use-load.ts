import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

interface Outcome<T> {
  fetcher: () => Promise<T>;
  attempt: number;
  load: Load<T>;
}

/**
 * Runs `fetcher` when it changes, and again on `reload`. A null fetcher means a required input is
 * missing (no token or id): nothing is requested and the state is idle. The state is loading until
 * the outcome of the current fetcher and attempt arrives; a late reply of an older one is ignored.
 */
export function useLoad<T>(fetcher: (() => Promise<T>) | null): [Load<T>, () => void] {
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!fetcher) return;
    let current = true;
    const settle = (load: Load<T>) => current && setOutcome({ fetcher, attempt, load });
    fetcher().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        console.error('Load failed', error);
        settle({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [fetcher, attempt]);

  if (!fetcher) return [{ status: 'idle' }, reload];
  const settled = outcome && outcome.fetcher === fetcher && outcome.attempt === attempt;
  return [settled ? outcome.load : { status: 'loading' }, reload];
}
