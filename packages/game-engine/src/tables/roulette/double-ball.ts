import type { Exact } from '../../exact';
import { exact, sum } from '../../exact';
import type { Randomness } from '../../randomness';
import { assertStake } from '../shared/stake';
import type { RouletteBet } from './bets';
import { winningPockets } from './bets';
import type { Pocket } from './layout';
import { pocketLabel, pocketsOf } from './layout';
import { EUROPEAN_ROULETTE } from './roulette';

/**
 * Double Ball Roulette: one European wheel, two balls launched together, each landing in a pocket on its own (both
 * may land in the same one). Every bet of the European layout rides both balls, half its stake on each: a ball in
 * the bet's numbers pays its half at the single-ball odds, so a bet returns ⌊hits × stake × (payout + 1) / 2⌋ with
 * hits the balls in its numbers (0, 1 or 2), rounded down once. A straight returns 18 times the stake for one ball
 * and 36 times for both; an even-money bet its stake for one ball and twice it for both. Every bet returns 36/37,
 * as on the single-ball wheel, but wins more often and less at a time.
 */
export const DOUBLE_BALL_WHEEL = EUROPEAN_ROULETTE.wheel;
const BALLS = 2;

export type DoubleBallOutcome = {
  readonly pockets: readonly [Pocket, Pocket];
  readonly labels: readonly [string, string];
  readonly returns: readonly number[];
};

type Settle = (pockets: readonly Pocket[]) => number;

/** Validates a bet (a legal European position) and returns what it pays for a pair of pockets. */
function settlement(bet: RouletteBet): Settle {
  assertStake(bet.stake);
  const wins = winningPockets(DOUBLE_BALL_WHEEL, bet);
  const perBall = EUROPEAN_ROULETTE.payouts[bet.type] + 1;
  return (pockets) => {
    const hits = pockets.filter(wins).length;
    return Number((BigInt(hits) * BigInt(bet.stake) * BigInt(perBall)) / BigInt(BALLS));
  };
}

/** The two balls' pockets, in launch order: the round's first two numbers, each uniform over the 37 pockets. */
export function drawDoubleBall(randomness: Randomness): readonly [Pocket, Pocket] {
  const pockets = pocketsOf(DOUBLE_BALL_WHEEL).length;
  return [randomness.nextInt(pockets), randomness.nextInt(pockets)];
}

/** Draws both balls for all the bets; every bet is validated first, so one illegal bet refuses the round. */
export function playDoubleBallRoulette(bets: readonly RouletteBet[], randomness: Randomness): DoubleBallOutcome {
  const settlements = bets.map(settlement);
  const pockets = drawDoubleBall(randomness);
  return {
    pockets,
    labels: [pocketLabel(pockets[0]), pocketLabel(pockets[1])],
    returns: settlements.map((settle) => settle(pockets)),
  };
}

/** Expected return per unit staked, over all 37 × 37 equally likely pairs of pockets. */
export function doubleBallExactRtp(bet: RouletteBet): Exact {
  const settle = settlement(bet);
  const pockets = pocketsOf(DOUBLE_BALL_WHEEL);
  const pairs = pockets.flatMap((first) => pockets.map((second) => [first, second] as const));
  return sum(pairs.map((pair) => exact(settle(pair), bet.stake * pairs.length)));
}

/** The chance a bet returns anything: at least one ball in its numbers. */
export function doubleBallHitRate(bet: RouletteBet): Exact {
  const wins = winningPockets(DOUBLE_BALL_WHEEL, bet);
  const pockets = pocketsOf(DOUBLE_BALL_WHEEL);
  const missing = pockets.filter((pocket) => !wins(pocket)).length;
  return exact(pockets.length ** 2 - missing ** 2, pockets.length ** 2);
}
