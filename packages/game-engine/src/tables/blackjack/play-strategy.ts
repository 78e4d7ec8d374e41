import type { Randomness } from '../../randomness';
import type { BasicStrategy } from './basic-strategy';
import { BASIC_STRATEGY, basicStrategyAction } from './basic-strategy';
import { actBlackjack, startBlackjack } from './blackjack';
import type { BlackjackRules } from './rules';
import type { BlackjackState } from './state';

/** Plays one round with the real engine, every decision taken from the strategy table, to the settled state. */
export function playBlackjackByStrategy(
  rules: BlackjackRules,
  stake: number,
  randomness: Randomness,
  strategy: BasicStrategy = BASIC_STRATEGY,
): BlackjackState {
  let state = startBlackjack(rules, stake, randomness);
  while (state.phase !== 'settled') {
    state = actBlackjack(rules, state, basicStrategyAction(state, rules, strategy), randomness);
  }
  return state;
}

/** A settled round's result per unit of the first stake, plus one: (returns − stakes added by doubles and splits). */
export function returnPerFirstStake(state: BlackjackState, stake: number): number {
  const returned =
    (state.returns?.hands ?? []).reduce((total, value) => total + value, 0) + (state.returns?.insurance ?? 0);
  const staked = state.hands.reduce((total, hand) => total + hand.stake, 0) + state.insuranceStake;
  return (returned - staked + stake) / stake;
}
