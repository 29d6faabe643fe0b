/**
 * Runs `run` at the browser's next quiet moment, or after `timeout` ms at the latest; answers a
 * cancel. Safari has no idle callbacks: a short timer stands in.
 */
export function afterIdle(run: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}
