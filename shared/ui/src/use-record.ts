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
  // Each answer is kept with the id it is for.
  const [entry, setEntry] = useState<{ id: string | null; load: RecordLoad<T> }>({ id, load: { state: 'loading' } });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    let current = true;
    fetchRecord(id).then(
      (record) => current && setEntry({ id, load: { state: 'ready', record } }),
      (error: unknown) => current && setEntry({ id, load: { state: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [fetchRecord, id, attempt]);

  const loading: RecordLoad<T> = { state: 'loading' };
  return {
    // A new id shows the loading state until its own reply arrives.
    load: entry.id === id ? entry.load : loading,
    replace: (record: T) => setEntry({ id, load: { state: 'ready', record } }),
    retry: () => {
      setEntry({ id, load: loading });
      setAttempt((n) => n + 1);
    },
  };
}
