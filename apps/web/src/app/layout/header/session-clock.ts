/**
 * When this browser session started, from the stored value: a missing, unreadable or future start (a clock moved
 * back) starts the count now.
 */
export function sessionStartedAt(stored: string | null, now: number): number {
  const value = Number(stored);
  return stored !== null && Number.isFinite(value) && value > 0 && value <= now ? value : now;
}

/** Elapsed time as hh:mm:ss, counted from wall-clock times so a throttled background tab never falls behind. */
export function formatElapsed(startedAt: number, now: number): { seconds: number; text: string } {
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1_000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const text = [hours, minutes, seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
  return { seconds, text };
}
