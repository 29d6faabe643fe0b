import { nextTask } from './startup/next-task';

/**
 * Starts the shell in steps, each a task of its own, so a phone's main thread is never held for
 * long: in one task, evaluating the shell's libraries and making the design system blocked it for
 * about 450 ms at Lighthouse's 4x slowdown (issue 14). The code is downloaded already (eager
 * imports are part of this chunk); each step only runs its part: React DOM, Chakra's style engine
 * and theme, the design system made from them, the components, the shell's own modules with the
 * router and the data layer, and the first render.
 */
export async function bootShell(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { portalSystem } = await import(/* webpackMode: "eager" */ './startup/design-system');
  await nextTask();
  portalSystem();
  await nextTask();
  await import(/* webpackMode: "eager" */ './startup/components');
  await nextTask();
  const { startShell } = await import(/* webpackMode: "eager" */ './start-shell');
  await nextTask();
  startShell();
}
