import type { LiveDecision, LiveMoveName, LivePhase } from '@casino/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import type { LiveFamily } from './live-outcome';
import type { LiveState } from './live-state';
import type { LiveConnection } from './use-live-channel';

/** What a live table's screen reads and does: the table as it stands, and the one call that stakes money. */
export type LiveContextValue = {
  readonly family: LiveFamily;
  readonly state: LiveState;
  readonly phase: LivePhase;
  /** The current result's outcome is on screen. */
  readonly revealed: boolean;
  /** How long the current result's outcome animates from its arrival (0: shown at once). */
  readonly revealMs: number;
  /** Milliseconds to add to this device's clock to read the server's. */
  readonly offsetMs: number;
  readonly connection: LiveConnection;
  readonly placing: boolean;
  /** Sends the slip for the round shown; true when the table took it. */
  readonly placeBet: (stake: number, choice: Record<string, unknown>) => Promise<boolean>;
  /** Crash tables: a cash-out on its way. */
  readonly cashingOut: boolean;
  /** Crash tables: takes the bet out of the flight now; true when the table paid it. */
  readonly cashOut: () => Promise<boolean>;
  /** Decision and hand tables: a decision or a move on its way. */
  readonly deciding: boolean;
  /** Decision tables: the seat plays (staking the play bet at once) or folds; true when the table took it. */
  readonly decide: (decision: LiveDecision) => Promise<boolean>;
  /** Hand tables: the seat's next move on its own hand (a double or split stakes at once); true when taken. */
  readonly move: (action: LiveMoveName) => Promise<boolean>;
};

const LiveContext = createContext<LiveContextValue | undefined>(undefined);

export function LiveProvider({ value, children }: { value: LiveContextValue; children: ReactNode }) {
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

export function useLive(): LiveContextValue {
  const live = useContext(LiveContext);
  if (!live) throw new Error('useLive outside LiveProvider');
  return live;
}

/** Bets are taken while the round shown is betting and holds no bet of the player's yet. */
export const takesBets = (live: LiveContextValue) =>
  live.phase === 'betting' && live.state.myBet === null && !live.placing;
