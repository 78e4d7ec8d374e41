import type { Card } from '../shared/cards';
import type { ShoeState } from '../shared/shoe-state';

/** How a finished hand ranks: pontoon > five-card trick > a total (higher is better) > bust. */
export type PontoonHandKind = 'pontoon' | 'five-card-trick' | 'total' | 'bust';

/**
 * A round between decisions, as plain JSON-safe data: store it, and pass it back with the next action. It holds the
 * banker's face-down cards and the shoe, so it must stay on the server until the round is settled.
 */
export type PontoonState = {
  readonly phase: 'player-turn' | 'settled';
  readonly shoe: ShoeState;
  readonly banker: readonly Card[];
  readonly cards: readonly Card[];
  /** Everything staked: the first stake plus one more for each card bought. */
  readonly stake: number;
  readonly firstStake: number;
  /** Once the player twists, they may not buy any more. */
  readonly twisted: boolean;
  /** Filled when settled: what goes back to the player, in whole minor units. */
  readonly returned?: number;
};

export type PontoonAction = { readonly type: 'twist' | 'buy' | 'stick' };
