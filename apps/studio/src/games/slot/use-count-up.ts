import { useEffect, useState } from 'react';

/**
 * A figure that counts up from `from` to `to` over `durationMs` (a win meter); at once when the duration is 0
 * (reduced motion, or a win too small to celebrate). Whole minor units all the way, ending exactly on `to`.
 */
export function useCountUp(from: number, to: number, durationMs: number, key: string): number {
  const [counted, setCounted] = useState({ key, value: from });
  useEffect(() => {
    if (durationMs <= 0) return undefined;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setCounted({ key, value: Math.round(from + (to - from) * eased) });
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [from, to, durationMs, key]);
  if (durationMs <= 0) return to;
  return counted.key === key ? counted.value : from;
}
