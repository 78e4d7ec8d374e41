import type { Randomness } from '../../randomness';
import { handValue } from '../blackjack/hand-value';
import { actPontoon, pontoonLegalActions, startPontoon } from './pontoon';
import type { PontoonRules } from './rules';
import { PONTOON_MINIMUM_STICK } from './rules';
import type { PontoonAction, PontoonState } from './state';

/**
 * What the table says for a hand: stick, twist, buy (twist when buying is not allowed) or buy-or-stick (stick when
 * buying is not allowed). The banker's cards are face down, so the player's cards are all a decision can use.
 */
export type PontoonCode = 'S' | 'T' | 'B' | 'Bs';

/** Per number of cards held (2, 3, 4): hard and soft totals → a code; totals missing from a list stick. */
export type PontoonStrategy = Readonly<
  Record<2 | 3 | 4, { readonly hard: (total: number) => PontoonCode; readonly soft: (total: number) => PontoonCode }>
>;

/**
 * The rules page's strategy: the best play, card by card, for an infinite deck against this banker (twists below
 * 17, wins ties, has no pontoon once the round goes on), worked out by dynamic programming over the player's hands
 * and rounded into this table. Its exact return on the real one-deck game is `pontoonExactReturn`.
 */
export const PONTOON_STRATEGY: PontoonStrategy = {
  2: {
    hard: (total) => (total <= 11 ? 'B' : total < 15 ? 'T' : 'S'),
    soft: (total) => (total <= 18 ? 'B' : 'S'),
  },
  3: {
    hard: (total) => (total <= 11 ? 'B' : total < 15 ? 'T' : 'S'),
    soft: (total) => (total <= 19 ? 'B' : total === 20 ? 'Bs' : 'S'),
  },
  4: {
    hard: (total) => (total <= 17 ? 'T' : 'S'),
    soft: (total) => (total <= 20 ? 'T' : 'S'),
  },
};

/**
 * The strategy's move for a hand described by its values, given whether buying is allowed. Shared by the game (through
 * `pontoonStrategyAction`) and by the exact return computation, so both play exactly the same strategy.
 */
export function pontoonStrategyMove(
  strategy: PontoonStrategy,
  hand: { readonly total: number; readonly soft: boolean; readonly cards: number },
  mayBuy: boolean,
): PontoonAction['type'] {
  const row = strategy[hand.cards as 2 | 3 | 4];
  if (!row) throw new RangeError(`the strategy has no entry for a hand of ${hand.cards} cards`);
  const code = (hand.soft ? row.soft : row.hard)(hand.total);
  const move = code === 'S' ? 'stick' : code === 'T' ? 'twist' : mayBuy ? 'buy' : code === 'B' ? 'twist' : 'stick';
  // Below 15 the player must twist, whatever a table says.
  return move === 'stick' && hand.total < PONTOON_MINIMUM_STICK ? 'twist' : move;
}

export function pontoonStrategyAction(
  state: PontoonState,
  strategy: PontoonStrategy = PONTOON_STRATEGY,
): PontoonAction {
  const mayBuy = pontoonLegalActions(state).includes('buy');
  return { type: pontoonStrategyMove(strategy, { ...handValue(state.cards), cards: state.cards.length }, mayBuy) };
}

/** Plays one round with the real engine, every decision taken from the strategy, to the settled state. */
export function playPontoonByStrategy(
  rules: PontoonRules,
  stake: number,
  randomness: Randomness,
  strategy: PontoonStrategy = PONTOON_STRATEGY,
): PontoonState {
  let state = startPontoon(rules, stake, randomness);
  while (state.phase !== 'settled') {
    state = actPontoon(rules, state, pontoonStrategyAction(state, strategy), randomness);
  }
  return state;
}

/** A settled round's result per unit of the first stake, plus one: (return − stakes added by buying). */
export const pontoonReturnPerFirstStake = (state: PontoonState) =>
  ((state.returned ?? 0) - state.stake + state.firstStake) / state.firstStake;
