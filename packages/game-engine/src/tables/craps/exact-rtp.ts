import type { Exact } from '../../exact';
import { exact, mul, sum, ZERO } from '../../exact';
import { lineResult, lineReturn, oddsReturn, oneRollReturn } from './craps';
import type { CrapsRules, LineBet, OneRollBet, Point } from './rules';
import { isPoint } from './rules';

/** Ways two dice make each total, of 36. */
const WAYS: Readonly<Record<number, number>> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };
const TOTALS = Object.keys(WAYS).map(Number);
const chanceOfTotal = (total: number) => exact(WAYS[total]!, 36);

/**
 * Once a point is set only the point and 7 decide: the point comes first with chance ways(point) ÷ (ways(point) +
 * 6), whatever the number of rolls between (the other totals only repeat the roll).
 */
export const pointMadeFirst = (point: Point) => exact(WAYS[point]!, WAYS[point]! + 6);
const sevenFirst = (point: Point) => exact(6, WAYS[point]! + 6);

/** Each way a line bet ends, with its chance: the come-out total, and for a point the total that decides it. */
type Ending = { comeOut: number; point: Point | null; decider: number; chance: Exact };

function lineEndings(): Ending[] {
  return TOTALS.flatMap((comeOut): Ending[] => {
    if (!isPoint(comeOut)) return [{ comeOut, point: null, decider: comeOut, chance: chanceOfTotal(comeOut) }];
    return [
      { comeOut, point: comeOut, decider: comeOut, chance: mul(chanceOfTotal(comeOut), pointMadeFirst(comeOut)) },
      { comeOut, point: comeOut, decider: 7, chance: mul(chanceOfTotal(comeOut), sevenFirst(comeOut)) },
    ];
  });
}

/** Expected return per unit of a line bet, settled through the engine's own rules at `stake`. */
export function lineExactRtp(line: LineBet, stake = 100): Exact {
  return sum(
    lineEndings().map(({ point, decider, chance }) =>
      mul(chance, exact(lineReturn(stake, lineResult(line, point, decider)), stake)),
    ),
  );
}

/** The chance a line bet returns anything (a win, or don't pass's barred 12). */
export function lineHitRate(line: LineBet): Exact {
  return sum(
    lineEndings().map(({ point, decider, chance }) => (lineResult(line, point, decider) === 'lose' ? ZERO : chance)),
  );
}

export function oneRollExactRtp(rules: CrapsRules, bet: OneRollBet, stake = 100): Exact {
  return sum(TOTALS.map((total) => mul(chanceOfTotal(total), exact(oneRollReturn(rules, bet, stake, total), stake))));
}

/**
 * Free odds on a point, per unit staked once the point is set: true odds make it exactly 1 when the winnings are
 * whole (60 is: it divides by 2, 3, 5 and 6); a stake whose winnings round down returns a little less.
 */
export function oddsExactRtp(rules: CrapsRules, line: LineBet, point: Point, stake = 60): Exact {
  const wins = line === 'pass' ? pointMadeFirst(point) : sevenFirst(point);
  // A lost odds bet returns nothing.
  return mul(wins, exact(oddsReturn(rules, line, point, stake, true), stake));
}
