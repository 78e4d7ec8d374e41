import { useEffect, useState } from 'react';

/**
 * The server's time while a crash round flies: every animation frame, or four times a second with reduced motion
 * (the number still climbs, without the smooth motion). Stops when the flight does.
 */
export function useFlightClock(offsetMs: number, flying: boolean, reducedMotion: boolean): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    if (!flying) return;
    let frame = 0;
    let timer = 0;
    const tick = () => {
      setNow(Date.now() + offsetMs);
      if (!reducedMotion) frame = requestAnimationFrame(tick);
    };
    tick();
    if (reducedMotion) timer = window.setInterval(tick, 250);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
    };
  }, [flying, offsetMs, reducedMotion]);
  return now;
}
