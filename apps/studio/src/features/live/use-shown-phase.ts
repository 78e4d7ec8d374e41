import type { LivePhase, LiveRound } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { shownPhase } from './live-phase';

/**
 * The phase to show (`shownPhase`), re-read when the betting window closes on the server's clock: betting shows as
 * closed from then on, before any message says so.
 */
export function useShownPhase(round: LiveRound | undefined, offsetMs: number): LivePhase | undefined {
  // The server time of the last look at the clock; 0 until the first window closes.
  const [lookedAt, setLookedAt] = useState(0);
  const closesAt = round?.phase === 'betting' ? Date.parse(round.betting_closes_at) : undefined;
  useEffect(() => {
    if (closesAt === undefined) return;
    // A few milliseconds late rather than early: a look just before the close would leave betting shown.
    const delay = Math.max(0, closesAt - (Date.now() + offsetMs)) + 20;
    const timer = window.setTimeout(() => setLookedAt(Date.now() + offsetMs), delay);
    return () => window.clearTimeout(timer);
  }, [closesAt, offsetMs]);
  return round ? shownPhase(round, lookedAt) : undefined;
}
