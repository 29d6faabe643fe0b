import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is prerendered and while React hydrates it, true after: what depends on the
 * browser (a notice from sessionStorage, an enabled button) changes only after hydration, so the
 * prerendered markup and the first client render agree.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
