import { useCallback, useEffect, useState } from 'react';
import { nextRealityCheckAt } from './reality-check-timing';

/**
 * The reality check's clock for one real-play session: `due` turns true at each interval and stays true until the
 * player answers. Timers sleep in background tabs, so the due moment is compared with the wall clock, not counted.
 */
export function useRealityCheckTimer(sessionStartedAt: string | number, intervalMinutes: number) {
  const startedAt = typeof sessionStartedAt === 'number' ? sessionStartedAt : Date.parse(sessionStartedAt);
  const [answeredAt, setAnsweredAt] = useState<number | null>(null);
  const [dueAt, setDueAt] = useState<number | null>(null);
  const nextAt = nextRealityCheckAt({ sessionStartedAt: startedAt, intervalMinutes, answeredAt });

  useEffect(() => {
    if (nextAt === null || dueAt !== null) return;
    const fire = () => setDueAt(Date.now());
    const wait = nextAt - Date.now();
    if (wait <= 0) {
      fire();
      return;
    }
    const timer = setTimeout(fire, wait);
    // Coming back to a tab whose timer was throttled: check the wall clock at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() >= nextAt) fire();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [nextAt, dueAt]);

  const answer = useCallback(() => {
    setAnsweredAt(Date.now());
    setDueAt(null);
  }, []);

  return {
    due: dueAt !== null,
    /** Seconds played when the check fell due: the figure the dialog shows. */
    playedSeconds: dueAt === null ? 0 : Math.max(0, Math.round((dueAt - startedAt) / 1000)),
    answer,
  };
}
