import { type ReactNode, startTransition } from 'react';

import { currentLanguage } from '@portal/i18n';

import { nextTask } from './next-task';

/**
 * Hydrates a page prerendered at build (the sign-in and password pages) in steps, each a task of
 * its own: React DOM, then the page's modules, then the hydration, as a transition that React
 * renders in slices of a few milliseconds. In one task, the three blocked a phone's main thread for
 * about 300 ms at Lighthouse's 4x slowdown (issue 14). The code is downloaded already (eager
 * imports are part of the page's bundle); each step only runs its part.
 */
export async function hydratePage(page: () => Promise<ReactNode>): Promise<void> {
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const element = await page();
  await nextTask();
  const root = document.getElementById('root')!;
  startTransition(() => {
    // The markup was prerendered in English: in another language the page renders afresh over it.
    if (currentLanguage() === 'en') hydrateRoot(root, element);
    else createRoot(root).render(element);
  });
}
