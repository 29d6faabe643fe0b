import { useSyncExternalStore } from 'react';

/**
 * A flag for the page's life that goes from unset to set once (the first screen shown, the toast
 * region wanted): code outside React sets it, components read it and re-render when it is set.
 * A server render reads it unset.
 */
export function onceFlag() {
  let isSet = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const read = () => isSet;
  return {
    set: (): void => {
      if (isSet) return;
      isSet = true;
      for (const listener of listeners) listener();
    },
    isSet: read,
    useIsSet: (): boolean => useSyncExternalStore(subscribe, read, () => false),
  };
}
