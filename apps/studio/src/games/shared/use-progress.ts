import { useEffect, useState } from 'react';

/**
 * 0 → 1 over `durationMs` for the round `key`, driven by animation frames (a ball falling, a multiplier climbing).
 * A duration of 0 (reduced motion) or no round is 1 at once.
 */
export function useProgress(key: string | undefined, durationMs: number): number {
  const [progress, setProgress] = useState({ key, value: 1 });
  useEffect(() => {
    if (key === undefined || durationMs <= 0) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const value = Math.min(1, (now - start) / durationMs);
      setProgress({ key, value });
      if (value < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [key, durationMs]);
  if (key === undefined || durationMs <= 0) return 1;
  return progress.key === key ? progress.value : 0;
}
