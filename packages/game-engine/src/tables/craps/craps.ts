import type { Randomness } from '../../randomness';
import { assertStake, fractionOfStake, winReturn } from '../shared/stake';
import type { CrapsBet, CrapsRules, LineBet, OneRollBet, Point } from './rules';
import { isLineBet, isPoint, LINE_BETS, ONE_ROLL_BETS } from './rules';

export type DieFace = 1 | 2 | 3 | 4 | 5 | 6;
export type Roll = readonly [DieFace, DieFace];

/**
 * A round between rolls, as plain JSON-safe data. Nothing in it is secret: the next roll is not drawn until the
 * player rolls.
 */
export type CrapsState = {
  readonly phase: 'come-out' | 'point' | 'settled';
  readonly bets: readonly CrapsBet[];
  readonly rolls: readonly Roll[];
  readonly point: Point | null;
  /** The free odds behind the line (taken or laid), 0 until taken; at most once, once a point is set. */
  readonly odds: number;
  /** Filled as bets settle: each bet's return by its index, the one-roll bets after the come-out roll. */
  readonly returns: readonly (number | null)[];
  readonly oddsReturn: number | null;
};

const rollDie = (randomness: Randomness) => (randomness.nextInt(6) + 1) as DieFace;
const totalOf = (roll: Roll) => roll[0] + roll[1];

/** A pass line's fate on a roll: a come-out 7 or 11 wins, 2, 3 or 12 lose; then the point wins and a 7 loses. */
export type LineResult = 'win' | 'lose' | 'push' | 'open';

export function lineResult(line: LineBet, point: Point | null, total: number): LineResult {
  const pass: LineResult =
    point === null
      ? total === 7 || total === 11
        ? 'win'
        : total === 2 || total === 3 || total === 12
          ? 'lose'
          : 'open'
      : total === point
        ? 'win'
        : total === 7
          ? 'lose'
          : 'open';
  if (line === 'pass' || pass === 'open') return pass;
  // Don't pass is the mirror, but a come-out 12 is barred: it pushes instead of winning.
  if (point === null && total === 12) return 'push';
  return pass === 'win' ? 'lose' : 'win';
}

export const lineReturn = (stake: number, result: LineResult) =>
  result === 'win' ? winReturn(stake, 1) : result === 'push' ? stake : 0;

export function oneRollReturn(rules: CrapsRules, bet: OneRollBet, stake: number, total: number): number {
  const pays = rules.oneRoll[bet][total];
  return pays === undefined ? 0 : winReturn(stake, pays);
}

/**
 * Free odds on a decided point: behind pass they win at true odds when the point is made; laid behind don't pass
 * they win the inverse when a 7 comes first. Winnings are rounded down (laying 100 against a 9 wins 66).
 */
export function oddsReturn(rules: CrapsRules, line: LineBet, point: Point, stake: number, lineWon: boolean): number {
  if (!lineWon) return 0;
  const [numerator, denominator] = rules.trueOdds[point];
  return line === 'pass'
    ? stake + fractionOfStake(stake, numerator, denominator)
    : stake + fractionOfStake(stake, denominator, numerator);
}

export function maxOdds(rules: CrapsRules, state: CrapsState): number {
  if (state.phase !== 'point' || state.point === null) return 0;
  const line = lineOf(state);
  return line.stake * (line.type === 'pass' ? rules.maxOddsMultiple[state.point] : rules.maxLayMultiple);
}

const lineOf = (state: CrapsState) => state.bets.find((bet) => isLineBet(bet.type)) as CrapsBet & { type: LineBet };

/** Exactly one line bet, at most one bet of each one-roll kind; every stake a positive whole number. */
export function startCraps(bets: readonly CrapsBet[]): CrapsState {
  const known = [...LINE_BETS, ...ONE_ROLL_BETS] as readonly string[];
  for (const bet of bets) {
    if (!known.includes(bet.type)) throw new RangeError(`craps has no ${String(bet.type)} bet`);
    assertStake(bet.stake);
  }
  if (bets.filter((bet) => isLineBet(bet.type)).length !== 1) {
    throw new RangeError('a craps round holds exactly one line bet: pass or don’t pass');
  }
  if (new Set(bets.map((bet) => bet.type)).size !== bets.length) throw new RangeError('one bet of each kind');
  return {
    phase: 'come-out',
    bets,
    rolls: [],
    point: null,
    odds: 0,
    returns: bets.map(() => null),
    oddsReturn: null,
  };
}

export type CrapsAction = 'roll' | 'odds';

export function legalCrapsActions(state: CrapsState): CrapsAction[] {
  if (state.phase === 'settled') return [];
  return state.phase === 'point' && state.odds === 0 ? ['roll', 'odds'] : ['roll'];
}

/** Takes (or lays) free odds once a point is set, up to `maxOdds`, before the next roll. */
export function takeOdds(rules: CrapsRules, state: CrapsState, stake: number): CrapsState {
  if (!legalCrapsActions(state).includes('odds')) {
    throw new RangeError('free odds are taken once, after a point is set and before the round is decided');
  }
  assertStake(stake);
  const most = maxOdds(rules, state);
  if (stake > most) throw new RangeError(`the odds on this point are at most ${most}, got ${stake}`);
  return { ...state, odds: stake };
}

/**
 * Rolls two dice (`nextInt(6) + 1` each, first die first). The come-out roll settles every one-roll bet and either
 * decides the line or sets the point; later rolls go on until the point or a 7.
 */
export function rollCraps(rules: CrapsRules, state: CrapsState, randomness: Randomness): CrapsState {
  if (state.phase === 'settled') throw new RangeError('the round is already decided');
  const roll: Roll = [rollDie(randomness), rollDie(randomness)];
  const total = totalOf(roll);
  const rolls = [...state.rolls, roll];
  const comeOut = state.phase === 'come-out';
  const line = lineOf(state);
  const result = lineResult(line.type, state.point, total);
  const returns = state.bets.map((bet, index) => {
    if (isLineBet(bet.type)) return result === 'open' ? null : lineReturn(bet.stake, result);
    return comeOut ? oneRollReturn(rules, bet.type, bet.stake, total) : state.returns[index]!;
  });
  if (result === 'open') {
    return { ...state, phase: 'point', rolls, returns, point: state.point ?? (isPoint(total) ? total : null) };
  }
  const oddsPaid =
    state.point !== null && state.odds > 0
      ? oddsReturn(rules, line.type, state.point, state.odds, result === 'win')
      : 0;
  return { ...state, phase: 'settled', rolls, returns, oddsReturn: oddsPaid };
}

/** A whole round with a strategy for the odds (none by default): rolls until the line is decided. */
export function playCraps(
  rules: CrapsRules,
  bets: readonly CrapsBet[],
  randomness: Randomness,
  oddsOnPoint: (state: CrapsState) => number = () => 0,
): CrapsState {
  let state = rollCraps(rules, startCraps(bets), randomness);
  if (state.phase === 'point') {
    const odds = oddsOnPoint(state);
    if (odds > 0) state = takeOdds(rules, state, odds);
  }
  while (state.phase !== 'settled') state = rollCraps(rules, state, randomness);
  return state;
}

/** Everything a settled round returns. */
export const totalReturn = (state: CrapsState) =>
  state.returns.reduce<number>((sum, returned) => sum + (returned ?? 0), 0) + (state.oddsReturn ?? 0);
