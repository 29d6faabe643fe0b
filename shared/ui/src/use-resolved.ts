import { startTransition, useEffect, useReducer } from 'react';

type Outcome = { value: unknown } | { error: unknown };

// How each promise a component waited on ended, so a later render (or another component) that is
// given the same promise has its value at once.
const outcomes = new WeakMap<Promise<unknown>, Outcome>();

/** `load` made to run once: every call gets the first call's promise, as `useResolved` needs. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/**
 * The value of `promise` once it has resolved, undefined before (and for null: nothing asked yet);
 * a rejection is thrown while rendering, to the nearest error boundary. The caller keeps one
 * promise per thing it loads, as for `use()`.
 *
 * For code loaded on demand (a remote's screen, the dashboard's chart library) in place of
 * `React.lazy` or `use()` inside Suspense: React holds a Suspense boundary's content back until
 * 300 ms after its fallback appeared (its throttle against content popping in), so the dashboard,
 * and then its charts, appeared up to 300 ms after their code had arrived (issue 14). Here the
 * arrival is a transition, rendered at once.
 */
export function useResolved<T>(promise: Promise<T> | null): T | undefined {
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  useEffect(() => {
    if (!promise || outcomes.has(promise)) return;
    let mounted = true;
    const settle = (outcome: Outcome) => {
      outcomes.set(promise, outcome);
      // A transition, as Suspense's retry was: React renders what arrived (a whole screen) in slices.
      if (mounted) startTransition(rerender);
    };
    promise.then(
      (value) => settle({ value }),
      (error: unknown) => settle({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [promise]);
  const outcome = promise ? outcomes.get(promise) : undefined;
  if (outcome && 'error' in outcome) throw outcome.error;
  return outcome ? (outcome.value as T) : undefined;
}
