/** Runs `task` once the browser is idle after the current work (or after `timeoutMs` at the latest). */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback.
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
