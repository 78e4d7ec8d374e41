/**
 * Runs `callback` once the browser is idle after the first paint (at the latest after `timeoutMs`): for work the
 * first screen does not need. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 3_000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, Math.min(timeoutMs, 1_500));
  return () => clearTimeout(timer);
}
