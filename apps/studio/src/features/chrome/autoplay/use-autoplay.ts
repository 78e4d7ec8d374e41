import type { StudioRound } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGame } from '../../session/game-context';
import { nextAutoplayStep, type AutoplayProgress, type AutoplaySettings, type AutoplayStop } from './autoplay-rules';

/** A breath between rounds, so each outcome is seen before the next stake goes (turbo shortens only animations). */
const PAUSE_MS = 500;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export type AutoplayState = {
  readonly running: boolean;
  /** Rounds still to play in the running run. */
  readonly left: number;
  /** Why the last run ended, until the next one starts. */
  readonly stopped: AutoplayStop | null;
  readonly start: (settings: AutoplaySettings) => void;
  readonly stop: () => void;
};

/**
 * Plays rounds one after another with the player's stake and choice: each is sent only once the previous outcome
 * is on screen, and the run stops on its own at the loss limit, a big win, an empty balance, any refusal, or when
 * the page is hidden (nobody is watching). The stake and the choice are read afresh before every round.
 */
export function useAutoplay(playOne: () => Promise<StudioRound | undefined>): AutoplayState {
  const { balance, stake, revealed } = useGame();
  const [running, setRunning] = useState(false);
  const [left, setLeft] = useState(0);
  const [stopped, setStopped] = useState<AutoplayStop | null>(null);
  const cancelled = useRef(false);
  // The loop reads the screen's latest state, not the state of the render that started it.
  const latest = useRef({ balance, stake, revealed, playOne });
  useEffect(() => {
    latest.current = { balance, stake, revealed, playOne };
  });

  const stop = useCallback(() => {
    cancelled.current = true;
  }, []);

  useEffect(() => {
    if (!running) return undefined;
    const onHidden = () => document.hidden && stop();
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [running, stop]);
  useEffect(() => stop, [stop]);

  /** Plays the run's rounds and says why it ended. */
  const runRounds = useCallback(async (settings: AutoplaySettings): Promise<AutoplayStop> => {
    let progress: AutoplayProgress = { played: 0, staked: 0, returned: 0 };
    for (;;) {
      if (cancelled.current) return 'player';
      const round = await latest.current.playOne();
      if (!round) return 'problem';
      // The screen learns of the round on its next render: wait for it, then for the outcome to show.
      do await sleep(POLL_MS);
      while (!latest.current.revealed);
      const step = nextAutoplayStep(settings, progress, round, latest.current.balance, latest.current.stake);
      progress = step.progress;
      setLeft(settings.rounds - progress.played);
      if (step.stop) return step.stop;
      await sleep(PAUSE_MS);
    }
  }, []);

  const start = useCallback(
    (settings: AutoplaySettings) => {
      cancelled.current = false;
      setStopped(null);
      setRunning(true);
      setLeft(settings.rounds);
      void runRounds(settings).then((reason) => {
        setRunning(false);
        setStopped(reason);
      });
    },
    [runRounds],
  );

  return { running, left, stopped, start, stop };
}
