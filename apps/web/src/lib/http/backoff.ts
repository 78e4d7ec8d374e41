const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 8_000;

/**
 * Exponential backoff with jitter: 250 ms, 500 ms, 1 s, ... capped at 8 s, each plus up to the same amount
 * again at random, so that thousands of browsers that lost the server at the same moment do not come back
 * in lockstep and knock it over again.
 */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.floor(exponential + exponential * random());
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as the caller gives up. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
