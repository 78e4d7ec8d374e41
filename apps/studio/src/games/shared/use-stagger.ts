import { useEffect, useState } from 'react';

/**
 * How many of `total` items (keno balls, scratch tiles …) are shown so far for the round `key`: one more every
 * `stepMs`, all at once when `stepMs` is 0 (reduced motion) or there is no round.
 */
export function useStagger(key: string | undefined, total: number, stepMs: number): number {
  const [progress, setProgress] = useState({ key, count: total });
  useEffect(() => {
    if (key === undefined || stepMs <= 0) return;
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      setProgress({ key, count });
      if (count >= total) window.clearInterval(timer);
    }, stepMs);
    return () => window.clearInterval(timer);
  }, [key, total, stepMs]);
  if (key === undefined || stepMs <= 0) return total;
  return progress.key === key ? progress.count : 0;
}
