import type { GameMode, GameSession, LocaleCode } from '@casino/contracts';
import { useCallback, useEffect } from 'react';
import { useLaunchGame } from '../api/launch-game';
import { launchDevice } from '../utils/launch-device';
import { launchProblemOf, type LaunchProblem } from '../utils/launch-problem';

type LaunchInput = {
  identifier: string;
  mode: GameMode;
  /** The wallet to play from (real play); a change relaunches the game in it. */
  currency: string | undefined;
  locale: LocaleCode;
  /** False while something must come first (registration, the currency lock): nothing is launched. */
  enabled: boolean;
};

export type GameLaunch = {
  session: GameSession | undefined;
  problem: LaunchProblem | null;
  launching: boolean;
  /** When the current session was opened (ms since the epoch), for the session clock. */
  startedAt: number | null;
  relaunch: () => void;
};

/**
 * Opens a game session whenever the game, the mode, the wallet currency or the language changes, so the frame
 * always plays from the wallet the header shows and speaks the page's language. Only the latest launch counts:
 * an earlier answer arriving late is ignored by the mutation.
 */
export function useGameLaunch({ identifier, mode, currency, locale, enabled }: LaunchInput): GameLaunch {
  const { mutate, data, error, isIdle, isPending, submittedAt } = useLaunchGame();

  const launch = useCallback(() => {
    mutate({
      identifier,
      mode,
      currency: mode === 'real' ? currency : undefined,
      device: launchDevice(window.innerWidth),
      locale,
    });
  }, [mutate, identifier, mode, currency, locale]);

  useEffect(() => {
    if (enabled) launch();
  }, [enabled, launch]);

  return {
    session: enabled ? data : undefined,
    problem: enabled && error ? launchProblemOf(error) : null,
    launching: enabled && (isIdle || isPending),
    // The session's clock runs from the launch request: a second's difference from the answer is not worth a state.
    startedAt: enabled && data ? submittedAt : null,
    relaunch: launch,
  };
}
