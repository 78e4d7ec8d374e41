import type { Exact } from '../../exact';
import { exact } from '../../exact';
import { fiveCardStrengths } from '../caribbean-stud/dealer-counts';
import { binomial } from '../video-poker/draw-tables';
import type { CasinoHoldemRules } from './casino-holdem';
import { CASINO_HOLDEM } from './casino-holdem';
import { DEALER_PAIRS, HOLES, holeNumber, holeValuesBuffer, holeValuesOf, REST, strengthTables } from './hole-values';
import type { FlopClasses } from './suit-orbits';
import { flopClasses, forEachBoardClass, keyOf, PAIR_KEY, PAIRS, RENAMED } from './suit-orbits';

/** Every deal as the player meets it: the flop, the hole cards, the turn and river, the dealer's pair. */
export const DEALS = BigInt(binomial(52, 3) * binomial(49, 2) * binomial(47, 2)) * BigInt(DEALER_PAIRS);
const TURNS_AND_RIVERS = binomial(47, 2);
/** A fold's value on a flop, as `callValueOn` counts: the ante lost in each turn, river and dealer pair. */
export const FOLDED_ON_A_FLOP = -TURNS_AND_RIVERS * DEALER_PAIRS;

export type CasinoHoldemExactReturn = {
  /** One plus the expected net per unit of ante under the decisions: (returns − stakes) ÷ ante. */
  readonly rtp: Exact;
  /** The chance a round returns anything: a called hand the dealer does not beat (a fold returns nothing). */
  readonly hitRate: Exact;
  /** The share of (hole cards, flop) in which the decisions call. */
  readonly callRate: Exact;
  /** Deals (of `DEALS`) in which a called flush is paid on the ante: the dealer does not qualify or is beaten. */
  readonly paidFlushAntes: bigint;
  /**
   * (Hole, flop class) pairs whose deals did not all land: 0 after a whole run, where each pair meets every turn,
   * river and dealer pair once per flop of its class. A check that the renamings lost or doubled nothing.
   */
  readonly unevenHoles: number;
};

/**
 * Whether to call on two hole cards and a flop (card indices), knowing what calling is worth there: in antes summed
 * over every turn, river and dealer pair (a fold's is `FOLDED_ON_A_FLOP`). Must not depend on the suits' names.
 */
export type CallDecision = (hole: readonly number[], flop: readonly number[], callValue: number) => boolean;

/** The best decision: call when calling beats folding (ties fold). */
export const BEST_DECISION: CallDecision = (_hole, _flop, callValue) => callValue > FOLDED_ON_A_FLOP;

export type CasinoHoldemCounts = {
  readonly boardClasses: number;
  /** The exact return of a way of deciding, from the counts (seconds). */
  readonly returnOf: (decide: CallDecision) => CasinoHoldemExactReturn;
  /** What calling is worth on two hole cards and a flop (card indices), as `CallDecision` is told it. */
  readonly callValueOn: (hole: readonly number[], flop: readonly number[]) => number;
};

/** Per class of (hole cards, flop): sums over the turns, rivers and dealer pairs, and how many deals landed there. */
type Cells = { value: Float64Array; returning: Float64Array; paidFlushes: Float64Array; deals: Float64Array };
type Sums = { [Key in keyof Cells]: number };

/**
 * What calling is worth on every hole pair and flop. Each class of boards (`forEachBoardClass`) gets its hole values
 * once (`holeValuesOf`); each of its ten flops is renamed into its flop class's representative, and the values land
 * on the renamed hole cards, weighted by the board class's size. A board's renamings into one representative differ
 * by the representative's own stabiliser, so the values are then summed over each hole's orbit under that
 * stabiliser, where every member's true sum is the same. Takes about a minute. `keepBoard` limits it to some boards
 * (a test's partial run), which then leaves the totals partial.
 */
export function casinoHoldemCounts(
  rules: CasinoHoldemRules = CASINO_HOLDEM,
  keepBoard: (board: readonly number[]) => boolean = () => true,
): CasinoHoldemCounts {
  const flops = flopClasses();
  const { cells, boardClasses } = accumulate(rules, flops, keepBoard);
  const callValueOn = (hole: readonly number[], flop: readonly number[]) => {
    const key = keyOf([...flop].sort((a, b) => a - b));
    const [id, renaming] = [flops.classOf[key]!, flops.renamingOf[key]!];
    const [low, high] = hole.map((card) => RENAMED[renaming * 52 + card]!) as [number, number];
    const stabiliser = flops.stabilisers[id]!;
    const sums = orbitSums(cells, id * PAIRS, Math.min(low, high), Math.max(low, high), stabiliser);
    return sums.value / (stabiliser.length * flops.sizes[id]!);
  };
  return { boardClasses, returnOf: (decide) => summarise(cells, flops, decide), callValueOn };
}

/** The exact return of the best decisions: pinned (exact-rtp.ts), as the computation takes about a minute. */
export const casinoHoldemExactReturn = (
  rules: CasinoHoldemRules = CASINO_HOLDEM,
  keepBoard?: (board: readonly number[]) => boolean,
): CasinoHoldemExactReturn => casinoHoldemCounts(rules, keepBoard).returnOf(BEST_DECISION);

function summarise(cells: Cells, flops: FlopClasses, decide: CallDecision): CasinoHoldemExactReturn {
  // A stabiliser's size divides 24: totals are kept × 24 so each class's orbit sums divide exactly.
  let [net, returning, paidFlushAntes, called, unevenHoles] = [0n, 0n, 0n, 0n, 0];
  flops.representatives.forEach((flop, id) => {
    const stabiliser = flops.stabilisers[id]!;
    const share = BigInt(24 / stabiliser.length);
    const size = BigInt(flops.sizes[id]!);
    const members = stabiliser.length * flops.sizes[id]!;
    forEachHoleBeside(flop, (low, high) => {
      const sums = orbitSums(cells, id * PAIRS, low, high, stabiliser);
      if (sums.deals !== members * TURNS_AND_RIVERS * DEALER_PAIRS) unevenHoles += 1;
      // A fold loses the ante in every deal that lands here.
      const calls = decide([low, high], flop, sums.value / members);
      net += share * BigInt(calls ? sums.value : -sums.deals);
      if (!calls) return;
      returning += share * BigInt(sums.returning);
      paidFlushAntes += share * BigInt(sums.paidFlushes);
      called += 24n * size;
    });
  });
  const deals = 24n * DEALS;
  return {
    rtp: exact(deals + net, deals),
    hitRate: exact(returning, deals),
    callRate: exact(called, 24n * BigInt(binomial(52, 3) * binomial(49, 2))),
    paidFlushAntes: paidFlushAntes / 24n,
    unevenHoles,
  };
}

/** The pairs of cards beside a flop, as their two cards, lower first. */
function forEachHoleBeside(flop: readonly number[], visit: (low: number, high: number) => void): void {
  for (let high = 1; high < 52; high += 1) {
    if (flop.includes(high)) continue;
    for (let low = 0; low < high; low += 1) if (!flop.includes(low)) visit(low, high);
  }
}

/** A hole's cells summed over its orbit under the flop's stabiliser (a member met twice counts twice). */
function orbitSums(cells: Cells, base: number, low: number, high: number, stabiliser: readonly number[]): Sums {
  const sums = { value: 0, returning: 0, paidFlushes: 0, deals: 0 };
  for (const renaming of stabiliser) {
    const cell = base + PAIR_KEY[RENAMED[renaming * 52 + low]! * 52 + RENAMED[renaming * 52 + high]!]!;
    sums.value += cells.value[cell]!;
    sums.returning += cells.returning[cell]!;
    sums.paidFlushes += cells.paidFlushes[cell]!;
    sums.deals += cells.deals[cell]!;
  }
  return sums;
}

function accumulate(rules: CasinoHoldemRules, flops: FlopClasses, keepBoard: (board: readonly number[]) => boolean) {
  let boardClasses = 0;
  const tables = strengthTables(fiveCardStrengths(), rules);
  const size = flops.representatives.length * PAIRS;
  const cells: Cells = {
    value: new Float64Array(size),
    returning: new Float64Array(size),
    paidFlushes: new Float64Array(size),
    deals: new Float64Array(size),
  };
  const values = holeValuesBuffer();
  const renamedHoles = new Int32Array(HOLES);
  forEachBoardClass((board, weight) => {
    if (!keepBoard(board)) return;
    boardClasses += 1;
    holeValuesOf(board, tables, values);
    for (const flop of flopsOf(board)) {
      const key = keyOf(flop);
      const [id, renaming] = [flops.classOf[key]!, flops.renamingOf[key]!];
      for (let j = 1; j < REST; j += 1) {
        const high = RENAMED[renaming * 52 + values.rest[j]!]!;
        for (let i = 0; i < j; i += 1) {
          const low = RENAMED[renaming * 52 + values.rest[i]!]!;
          renamedHoles[holeNumber(i, j)] = id * PAIRS + PAIR_KEY[low * 52 + high]!;
        }
      }
      for (let h = 0; h < HOLES; h += 1) {
        const cell = renamedHoles[h]!;
        cells.value[cell]! += weight * values.callValue[h]!;
        cells.returning[cell]! += weight * values.returning[h]!;
        cells.paidFlushes[cell]! += weight * values.paidFlush[h]!;
        cells.deals[cell]! += weight * DEALER_PAIRS;
      }
    }
  });
  return { cells, boardClasses };
}

/** The ten flops of a board: three of its five cards, ascending. */
function flopsOf(board: readonly number[]): number[][] {
  const flops: number[][] = [];
  for (let x = 0; x < 5; x += 1) {
    for (let y = x + 1; y < 5; y += 1) for (let z = y + 1; z < 5; z += 1) flops.push([board[x]!, board[y]!, board[z]!]);
  }
  return flops;
}
