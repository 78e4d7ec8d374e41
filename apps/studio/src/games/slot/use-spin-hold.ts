import { useCallback, useEffect, useRef, useState } from 'react';
import { spinHoldRemaining } from './slot-timing';

/**
 * The minimum time between paid spins (RTS 14, `licence.min_spin_ms`): started when a paid spin's answer arrives,
 * it keeps Spin off until it has passed. No licence rule (0) means no hold at all.
 */
export function useSpinHold(minSpinMs: number) {
  const [holding, setHolding] = useState(false);
  const answeredAt = useRef<number | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = useCallback(() => {
    if (minSpinMs <= 0) return;
    answeredAt.current = performance.now();
    setHolding(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setHolding(false), minSpinMs);
  }, [minSpinMs]);

  /** Milliseconds still to wait before the next paid spin may be sent. */
  const remaining = useCallback(() => spinHoldRemaining(answeredAt.current, minSpinMs, performance.now()), [minSpinMs]);

  return { holding, start, remaining };
}
