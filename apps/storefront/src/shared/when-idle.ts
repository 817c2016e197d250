/**
 * Runs `task` once the browser is idle (within 2 s), or after 200 ms where idle callbacks are missing; returns what
 * cancels it, for an effect's cleanup. For fetching code the page will want soon but does not need to hydrate.
 */
export function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
