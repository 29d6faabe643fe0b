import { useEffect, useState } from 'react';
import { ApiError } from '@portal/api';

export type RecordLoad<T> =
  | { state: 'loading' }
  | { state: 'ready'; record: T }
  | { state: 'not-found' }
  | { state: 'error' };

/**
 * One record by id from the server (a booking, a ticket): loading, found, not found (a 404: unknown,
 * or another supplier's), or failed. `retry` asks again; `replace` shows the copy a change on the
 * screen answered with. Asks nothing while `id` is null. `fetchRecord` must keep its identity
 * (an @portal/api function does).
 */
export function useRecord<T>(fetchRecord: (id: string) => Promise<T>, id: string | null) {
  const [load, setLoad] = useState<RecordLoad<T> & { id: string | null }>({ state: 'loading', id });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    let current = true;
    fetchRecord(id).then(
      (record) => current && setLoad({ state: 'ready', record, id }),
      (error: unknown) => current && setLoad({ state: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error', id }),
    );
    return () => {
      current = false;
    };
  }, [fetchRecord, id, attempt]);

  const loading: RecordLoad<T> = { state: 'loading' };
  return {
    // A new id shows the loading state until its own reply arrives.
    load: load.id === id ? (load as RecordLoad<T>) : loading,
    replace: (record: T) => setLoad({ state: 'ready', record, id }),
    retry: () => {
      setLoad({ state: 'loading', id });
      setAttempt((n) => n + 1);
    },
  };
}
