import { useEffect, useState } from 'react';

/**
 * The server's time, ticking every `everyMs` while `running`: what a countdown draws from. Only the component that
 * shows the time re-renders with it.
 */
export function useServerClock(offsetMs: number, running: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now() + offsetMs);
    tick();
    const timer = window.setInterval(tick, everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, offsetMs, running]);
  return now;
}
