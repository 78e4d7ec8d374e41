import type { GameMode } from '@casino/contracts';

/**
 * What stands before a launch, decided without asking the server: `ready` launches. Guests never call the launch
 * for real money (they go to registration), a locked currency shows the tile's lock, and a demo the game does not
 * have is not asked for. `waiting` holds the launch until the session is known, so a player's real-money game is
 * not first refused as a guest's.
 */
export type PlayGate = 'waiting' | 'guest' | 'locked' | 'no-demo' | 'ready';

type GateInput = {
  mode: GameMode;
  session: 'pending' | 'guest' | 'player';
  hasDemo: boolean;
  currencyLocked: boolean;
};

export function playGate({ mode, session, hasDemo, currencyLocked }: GateInput): PlayGate {
  if (mode === 'demo') return hasDemo ? 'ready' : 'no-demo';
  if (session === 'pending') return 'waiting';
  if (session === 'guest') return 'guest';
  return currencyLocked ? 'locked' : 'ready';
}
