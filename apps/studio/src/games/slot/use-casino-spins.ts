import type { StudioFreespins, StudioRound } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import type { EndedSpins } from './casino-spins-panel';

/**
 * The casino's free spins as the panel shows them: as of the last round the reels have finished showing (the
 * server's answer arrives while they still spin, and must not give the win away), and what they won once the last
 * one is over, until the player takes the bet back.
 */
export function useCasinoSpins(live: StudioFreespins | null, round: StudioRound | null, idle: boolean) {
  const [shown, setShown] = useState(live);
  const [ended, setEnded] = useState<EndedSpins | undefined>();
  const previous = useRef(live);
  useEffect(() => {
    if (!idle || previous.current === live) return;
    const before = previous.current;
    previous.current = live;
    setShown(live);
    if (before && !live) {
      // The last spin's answer no longer carries the spins: its win completes what they won.
      const lastWin = round?.freespins === null ? round.win : 0;
      setEnded({ title: before.title, winnings: before.winnings + lastWin });
    }
  }, [idle, live, round]);
  return { shown, ended, dismiss: () => setEnded(undefined) };
}
