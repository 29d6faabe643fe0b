import type { QueryClient } from '@tanstack/react-query';

import { afterIdle, onceFlag } from '@portal/ui';

/**
 * What the frame shows beside a screen (the header's counts, the list of businesses) waits until
 * the screen a person opened has shown with its data (issue 35): on a phone their requests and
 * renders otherwise share the network and the main thread with the screen's own, and the screen's
 * largest paint waits for them. A screen that never shows (its remote down) lets them go after
 * FIRST_SCREEN_WAIT_MS. Once shown, it stays so for the page's life.
 */
const shown = onceFlag();

export const FIRST_SCREEN_WAIT_MS = 3000;

export const markFirstScreenShown = shown.set;

/** Marks the first screen shown once no read is under way and the browser has had a quiet moment; answers a stop. */
export function markShownWhenSettled(queryClient: QueryClient): () => void {
  let unsubscribe = () => {};
  const settle = () => {
    if (shown.isSet() || queryClient.isFetching() > 0) return;
    unsubscribe();
    afterIdle(markFirstScreenShown);
  };
  unsubscribe = queryClient.getQueryCache().subscribe(settle);
  settle();
  return () => unsubscribe();
}

/** Whether the page's first screen has shown: until then the frame's own reads wait. */
export const useFirstScreenShown = shown.useIsSet;
