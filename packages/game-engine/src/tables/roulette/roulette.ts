import type { Exact } from '../../exact';
import { exact, sum } from '../../exact';
import type { Randomness } from '../../randomness';
import { assertStake, fractionOfStake, winReturn } from '../shared/stake';
import type { RouletteBet, RouletteBetType } from './bets';
import { isEvenMoney, winningPockets } from './bets';
import type { Pocket, Wheel } from './layout';
import { isZero, pocketLabel, pocketsOf } from './layout';

export type RouletteRules = {
  readonly wheel: Wheel;
  /** La partage: an even-money bet loses only half its stake when the ball lands on zero. */
  readonly laPartage: boolean;
  /** Winnings per unit staked ("35 to 1" is 35); a winning bet also gets its stake back. */
  readonly payouts: Readonly<Record<RouletteBetType, number>>;
};

const SINGLE_ZERO_PAYOUTS: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  basket: 8,
  'six-line': 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

export const EUROPEAN_ROULETTE: RouletteRules = {
  wheel: 'single-zero',
  laPartage: false,
  payouts: SINGLE_ZERO_PAYOUTS,
};
export const FRENCH_ROULETTE: RouletteRules = { wheel: 'single-zero', laPartage: true, payouts: SINGLE_ZERO_PAYOUTS };
/** The five-number top line pays 6:1 (not 36/5 − 1), which is why it is the worst bet on the American table. */
export const AMERICAN_ROULETTE: RouletteRules = {
  wheel: 'double-zero',
  laPartage: false,
  payouts: { ...SINGLE_ZERO_PAYOUTS, basket: 6 },
};

type SettleBet = (pocket: Pocket) => number;

/** Validates a bet and returns what it pays for each pocket, in whole minor units (half stakes rounded down). */
function settlement(rules: RouletteRules, bet: RouletteBet): SettleBet {
  assertStake(bet.stake);
  const wins = winningPockets(rules.wheel, bet);
  const payout = rules.payouts[bet.type];
  const halfBackOnZero = rules.laPartage && isEvenMoney(bet.type);
  return (pocket) => {
    if (wins(pocket)) return winReturn(bet.stake, payout);
    if (halfBackOnZero && isZero(pocket)) return fractionOfStake(bet.stake, 1, 2);
    return 0;
  };
}

export type RouletteOutcome = { readonly pocket: Pocket; readonly label: string; readonly returns: readonly number[] };

/** Spins once for all the bets; every bet is validated before the spin, so one illegal bet refuses the round. */
export function playRoulette(
  rules: RouletteRules,
  bets: readonly RouletteBet[],
  randomness: Randomness,
): RouletteOutcome {
  const settlements = bets.map((bet) => settlement(rules, bet));
  const pocket = randomness.nextInt(pocketsOf(rules.wheel).length);
  return { pocket, label: pocketLabel(pocket), returns: settlements.map((settle) => settle(pocket)) };
}

/** Expected return per unit staked: every pocket is equally likely, so it is the mean of the bet's returns. */
export function rouletteExactRtp(rules: RouletteRules, bet: RouletteBet): Exact {
  const settle = settlement(rules, bet);
  const pockets = pocketsOf(rules.wheel);
  return sum(pockets.map((pocket) => exact(settle(pocket), bet.stake * pockets.length)));
}
