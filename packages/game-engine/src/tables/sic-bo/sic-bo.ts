import type { Exact } from '../../exact';
import { exact, sum } from '../../exact';
import type { Randomness } from '../../randomness';
import { assertStake, winReturn } from '../shared/stake';
import type { Dice, DieFace, SicBoBet, SicBoPaytable } from './bets';
import { assertSicBoBet, sicBoWinnings } from './bets';

export type SicBoRules = { readonly paytable: SicBoPaytable };

/** The common Macau paytable. */
export const SIC_BO: SicBoRules = {
  paytable: {
    small: 1,
    big: 1,
    triple: 180,
    'any-triple': 30,
    double: 10,
    total: { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60 },
    single: [1, 2, 3],
    combination: 5,
  },
};

function settlement(rules: SicBoRules, bet: SicBoBet): (dice: Dice) => number {
  assertSicBoBet(bet);
  assertStake(bet.stake);
  // A paytable without this total would settle a winning bet as a loss; refuse it instead.
  if (bet.type === 'total' && rules.paytable.total[bet.total] === undefined) {
    throw new RangeError(`the paytable has no payout for a total of ${bet.total}`);
  }
  return (dice) => {
    const winnings = sicBoWinnings(rules.paytable, bet, dice);
    return winnings === undefined ? 0 : winReturn(bet.stake, winnings);
  };
}

export type SicBoOutcome = { readonly dice: Dice; readonly total: number; readonly returns: readonly number[] };

/** One die as the table rolls it: a face 1–6 from one nextInt(6). */
export const rollDie = (randomness: Randomness) => (randomness.nextInt(6) + 1) as DieFace;

/** Rolls three dice for all the bets; every bet is validated first, so one illegal bet refuses the round. */
export function playSicBo(rules: SicBoRules, bets: readonly SicBoBet[], randomness: Randomness): SicBoOutcome {
  const settlements = bets.map((bet) => settlement(rules, bet));
  const dice: Dice = [rollDie(randomness), rollDie(randomness), rollDie(randomness)];
  return { dice, total: dice[0] + dice[1] + dice[2], returns: settlements.map((settle) => settle(dice)) };
}

const FACES: readonly DieFace[] = [1, 2, 3, 4, 5, 6];
const EVERY_ROLL: readonly Dice[] = FACES.flatMap((a) => FACES.flatMap((b) => FACES.map((c): Dice => [a, b, c])));

/** Expected return per unit staked over the 216 equally likely ordered rolls. */
export function sicBoExactRtp(rules: SicBoRules, bet: SicBoBet): Exact {
  const settle = settlement(rules, bet);
  return sum(EVERY_ROLL.map((dice) => exact(settle(dice), bet.stake * EVERY_ROLL.length)));
}
