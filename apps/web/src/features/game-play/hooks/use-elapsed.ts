import { useEffect, useState } from 'react';

/**
 * Milliseconds since `startedAt`, re-rendered once a second while a start time is set; 0 without one. The
 * first tick comes a second in: until then the clock reads 00:00, which is what it is.
 */
export function useElapsed(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, now - startedAt);
}
