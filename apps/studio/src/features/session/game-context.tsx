import type { StudioRound, StudioSession } from '@casino/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import type { StudioApi, StudioErrorKind } from '../../lib/api/studio-api';
import type { MotionSettings } from '../../lib/motion/durations';
import type { SoundEngine } from '../../lib/sound/sound-engine';

/** How long the game animates an answer before the outcome shows: fixed, or decided by the answer (a mine). */
export type RevealMs = number | ((round: StudioRound) => number);

export type GameProblem = { readonly kind: StudioErrorKind };

/**
 * How a step's outcome is announced. A game that sounds its own outcome (the slot, which must not celebrate a win
 * no larger than the stake) turns the shared outcome sound off.
 */
export type StepOptions = {
  readonly outcomeSound?: boolean;
  /** A slot spin of the casino's free spins: staked at their bet, whatever the stake the chrome holds. */
  readonly freeSpin?: { readonly id: string; readonly stake: number };
};

/** Everything a game needs from the shell: the session, the live round, and the two calls that move money. */
export type GameContextValue = {
  readonly api: StudioApi;
  readonly session: StudioSession;
  /** Balance as shown: it catches up with the server's only when the round's animation has revealed the outcome. */
  readonly balance: number;
  readonly stake: number;
  readonly setStake: (stake: number) => void;
  /** The latest round of this frame (open or finished), or null before the first bet. */
  readonly round: StudioRound | null;
  /** False while the latest round's animation is still running. */
  readonly revealed: boolean;
  readonly busy: boolean;
  readonly problem: GameProblem | null;
  readonly dismissProblem: () => void;
  readonly motion: MotionSettings;
  readonly setTurbo: (turbo: boolean) => void;
  readonly sound: SoundEngine;
  /** Opens a round with the current stake; `revealMs` is how long the game animates before the outcome shows. */
  readonly play: (
    choice: Record<string, unknown>,
    revealMs?: RevealMs,
    options?: StepOptions,
  ) => Promise<StudioRound | undefined>;
  readonly act: (
    action: string,
    details?: Record<string, unknown>,
    revealMs?: RevealMs,
    options?: StepOptions,
  ) => Promise<StudioRound | undefined>;
  /** Ends a reveal early: a scratch card shows its outcome when the last tile is scratched, not on a timer. */
  readonly revealNow: () => void;
  /** Resets the demo balance; true when it worked. */
  readonly topUp: () => Promise<boolean>;
  readonly setSession: (update: (session: StudioSession) => StudioSession) => void;
};

const GameContext = createContext<GameContextValue | undefined>(undefined);

export function GameProvider({ value, children }: { value: GameContextValue; children: ReactNode }) {
  return <GameContext.Provider value={value}>{children}</GameContext.Provider>;
}

export function useGame(): GameContextValue {
  const game = useContext(GameContext);
  if (!game) throw new Error('useGame outside GameProvider');
  return game;
}
