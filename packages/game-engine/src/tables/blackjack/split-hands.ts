import { strategyMove } from './basic-strategy';
import { CodeTable } from './code-table';
import type { Search } from './exact-search';
import { best, isSoft, VALUES } from './exact-search';

/**
 * How a finished split hand stands for the hit rate: 0 bust (returns nothing), 1 a total of 16 or less (returns
 * something only if the dealer busts), 2–6 totals 17–21. A split round returns something exactly when one of its
 * hands does (no hand returns less than nothing), so only the best standing over its hands matters.
 */
export const STANDINGS = 7;
const standingOf = (total: number) => (total > 21 ? 0 : total <= 16 ? 1 : total - 15);

/**
 * Cards taken from the shoe as one whole number below 2^52: the count of value v times `PLACE[v]`, five bits for
 * each of 1–9 and seven for tens, so a sum of codes is the code of the cards taken together.
 */
export const PLACE = [0, ...VALUES.map((value) => 2 ** (5 * (value - 1)))];
const DIGIT_LIMIT = (value: number) => (value === 10 ? 127 : 31);
export const takenOf = (code: number, value: number) => Math.floor(code / PLACE[value]!) % (DIGIT_LIMIT(value) + 1);

/** Ways one split hand ends: the code of the cards it took, its standing, and how many card sequences end so. */
type HandEnds = { readonly codes: number[]; readonly standings: number[]; readonly sequences: number[] };

/**
 * Every way a split hand holding the pair's card ends when its second card is one of `seconds`, played by the
 * strategy and never split again (resplits are dealt by the caller), merged by the cards it took: their total
 * fixes its standing, and their order no longer matters once it is over.
 */
function handEnds(search: Search, pairValue: number, seconds: readonly number[]): HandEnds {
  const { rules, strategy, upcard } = search;
  const shoe = search.left;
  const byCode = new Map<number, { standing: number; sequences: number }>();
  const drew = new Array<number>(11).fill(0);
  let code = 0;
  const take = (value: number, step: 1 | -1) => {
    drew[value]! += step;
    code += step * PLACE[value]!;
  };
  const finish = (total: number) => {
    const known = byCode.get(code);
    if (known) known.sequences += 1;
    else byCode.set(code, { standing: standingOf(total), sequences: 1 });
  };
  const playOn = (hard: number, hasAce: boolean, cards: number) => {
    const total = best(hard, hasAce);
    const move = strategyMove(strategy, { total, soft: isSoft(hard, hasAce), pairValue: undefined }, upcard, {
      double: cards === 2 && rules.doubleAfterSplit,
      split: false,
    });
    if (move === 'stand' || move === 'split') return finish(total);
    for (const value of VALUES) {
      // Draws the shoe cannot give even to this hand alone; the shoe's limit for all hands together is applied when
      // the cards are weighed (a falling factorial past the count is zero).
      if (drew[value]! >= shoe[value]!) continue;
      take(value, 1);
      const nextHard = hard + value;
      const nextHasAce = hasAce || value === 1;
      const nextTotal = best(nextHard, nextHasAce);
      if (move === 'double' || nextTotal >= 21) finish(nextTotal);
      else playOn(nextHard, nextHasAce, cards + 1);
      take(value, -1);
    }
  };
  for (const second of seconds) {
    if (shoe[second] === 0) continue;
    take(second, 1);
    const hard = pairValue + second;
    const hasAce = pairValue === 1 || second === 1;
    // Split aces take one card each; any hand stands on 21.
    if (pairValue === 1 || best(hard, hasAce) === 21) finish(best(hard, hasAce));
    else playOn(hard, hasAce, 2);
    take(second, -1);
  }
  const ends: HandEnds = { codes: [], standings: [], sequences: [] };
  for (const [endCode, { standing, sequences }] of byCode) {
    ends.codes.push(endCode);
    ends.standings.push(standing);
    ends.sequences.push(sequences);
  }
  return ends;
}

const cardsIn = (code: number) => VALUES.reduce((cards, value) => cards + takenOf(code, value), 0);

/** The most cards the split hands of a pair of `pairValue` take together, the resplit card included. */
export function mostSplitCards(search: Search, pairValue: number): number {
  const hands = Math.min(search.rules.maxHands, pairValue === 1 ? 2 : 3);
  const mostForOneHand = Math.max(...handEnds(search, pairValue, VALUES).codes.map(cardsIn));
  return hands * mostForOneHand + (hands - 2);
}

/** The largest count of one value that a hand's cards hold. */
const mostOfOneValue = (ends: HandEnds) =>
  Math.max(...ends.codes.map((code) => Math.max(...VALUES.map((value) => takenOf(code, value)))));

function tableOf(ends: HandEnds): CodeTable {
  const table = new CodeTable(STANDINGS, ends.codes.length);
  ends.codes.forEach((code, index) => table.add(code, ends.standings[index]!, ends.sequences[index]!));
  return table;
}

/**
 * Adds to `into` every way of following one of `rows` of `table` with a hand of `ends` (and the `offset` cards): the
 * cards taken add up, the best standing is the larger, the sequences multiply.
 */
function followRows(into: CodeTable, table: CodeTable, rows: readonly number[], ends: HandEnds, offset: number): void {
  const { codes, standings, sequences } = ends;
  const standingsBefore = new Int32Array(STANDINGS);
  const waysBefore = new Float64Array(STANDINGS);
  for (const row of rows) {
    const code = table.codes[row]! + offset;
    // The row's non-zero counts only: most rows have one or two.
    let nonZero = 0;
    for (let standing = 0; standing < STANDINGS; standing += 1) {
      const ways = table.counts[row * STANDINGS + standing]!;
      if (ways === 0) continue;
      standingsBefore[nonZero] = standing;
      waysBefore[nonZero] = ways;
      nonZero += 1;
    }
    for (let end = 0; end < codes.length; end += 1) {
      const target = into.rowOf(code + codes[end]!) * STANDINGS;
      const counts = into.counts;
      const standing = standings[end]!;
      const times = sequences[end]!;
      for (let index = 0; index < nonZero; index += 1) {
        const before = standingsBefore[index]!;
        counts[target + (before > standing ? before : standing)]! += waysBefore[index]! * times;
      }
    }
  }
}

const followWith = (into: CodeTable, table: CodeTable, ends: HandEnds, offset: number) =>
  followRows(
    into,
    table,
    Array.from({ length: table.size }, (_, row) => row),
    ends,
    offset,
  );

/**
 * Every count is a sum of non-negative products, so if each total is a safe integer every step was exact. They are
 * held below 2^52, which the modular sums of `splitHitChance` take without splitting.
 */
function assertExact(table: CodeTable): void {
  for (let index = 0; index < table.size * STANDINGS; index += 1) {
    const count = table.counts[index]!;
    if (!Number.isSafeInteger(count) || count >= 2 ** 52) throw new RangeError('split sequence counts reach 2^52');
  }
}

/** One first hand of either kind, for v H H H and H′ v H H: H counted once, H′ twice (merged by cards taken). */
function firstHands(anySecond: HandEnds, notResplit: HandEnds): HandEnds {
  const byCode = new Map<number, { standing: number; sequences: number }>();
  for (const ends of [anySecond, notResplit]) {
    ends.codes.forEach((code, index) => {
      const known = byCode.get(code);
      if (known) known.sequences += ends.sequences[index]!;
      else byCode.set(code, { standing: ends.standings[index]!, sequences: ends.sequences[index]! });
    });
  }
  return {
    codes: [...byCode.keys()],
    standings: [...byCode.values()].map(({ standing }) => standing),
    sequences: [...byCode.values()].map(({ sequences }) => sequences),
  };
}

const pick = (ends: HandEnds, indices: readonly number[]): HandEnds => ({
  codes: indices.map((index) => ends.codes[index]!),
  standings: indices.map((index) => ends.standings[index]!),
  sequences: indices.map((index) => ends.sequences[index]!),
});

/** How many of the most varied values' counts key the batches: enough for batches that stay in cache. */
const BATCH_DIGITS = 3;
/** A batch key holds one count per keyed value, each below 64 even when two are added. */
const keyOf = (code: number, values: readonly number[]) =>
  values.reduce((key, value) => key * 64 + takenOf(code, value), 0);

/** Indices of `codes` grouped by their counts of `values` (`keyOf`). */
function groupByCounts(codes: ArrayLike<number>, length: number, values: readonly number[]) {
  const groups = new Map<number, number[]>();
  for (let index = 0; index < length; index += 1) {
    const key = keyOf(codes[index]!, values);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  }
  return groups;
}

/**
 * Three-hand rounds: every first hand, then the resplit card, then two hands (`twoHands`), handed to `visit` in
 * batches. Hundreds of millions of pairs merge into millions of rows, too many for one table to stay in the
 * processor's cache, so the rows are built one batch at a time: a batch holds the cards taken with given counts of
 * the values whose counts vary most, and a pair's counts are the sums of its parts' counts, so each pair of groups
 * feeds one batch.
 */
function resplitRounds(
  first: HandEnds,
  twoHands: CodeTable,
  resplitCard: number,
  visit: (batch: CodeTable) => void,
): void {
  const most = (codes: ArrayLike<number>, length: number, value: number) => {
    let largest = 0;
    for (let index = 0; index < length; index += 1) largest = Math.max(largest, takenOf(codes[index]!, value));
    return largest;
  };
  const spread = new Map(
    VALUES.map((value) => [
      value,
      most(first.codes, first.codes.length, value) + most(twoHands.codes, twoHands.size, value),
    ]),
  );
  const keyed = [...VALUES].sort((a, b) => spread.get(b)! - spread.get(a)!).slice(0, BATCH_DIGITS);
  const offset = keyOf(PLACE[resplitCard]!, keyed);
  const firstGroups = new Map(
    [...groupByCounts(first.codes, first.codes.length, keyed)].map(([key, indices]) => [key, pick(first, indices)]),
  );
  const twoGroups = groupByCounts(twoHands.codes, twoHands.size, keyed);
  const batches = new Map<number, [HandEnds, number[]][]>();
  for (const [firstKey, firstEnds] of firstGroups) {
    for (const [twoKey, twoRows] of twoGroups) {
      const key = firstKey + twoKey + offset;
      const pairs = batches.get(key);
      if (pairs) pairs.push([firstEnds, twoRows]);
      else batches.set(key, [[firstEnds, twoRows]]);
    }
  }
  const batch = new CodeTable(STANDINGS);
  for (const pairs of batches.values()) {
    batch.clear();
    for (const [firstEnds, twoRows] of pairs) followRows(batch, twoHands, twoRows, firstEnds, PLACE[resplitCard]!);
    assertExact(batch);
    visit(batch);
  }
}

/**
 * The split hands of a pair of `pairValue` (two, or three after a resplit), each played after the previous from
 * what it left, handed to `visit` in batches of rows: the number of card sequences by (cards taken, best standing),
 * for the shoe `search.left` after the pair and the up card. A set of cards taken may come in more than one batch.
 * Cards are dealt as the engine does: a hand gets its second card when it comes into play, and a second card of
 * the pair's value is split again while fewer than `maxHands` hands are out (never aces): the strategy split this
 * pair against this up card, so it splits it again whenever it may.
 *
 * With H any hand and H′ one whose second card is not the pair's (so not resplit), the rounds are H′ H′ (two
 * hands), v H H H (the first hand resplit) and H′ v H H (the second): their counts are products of one-hand counts.
 */
export function forEachSplitDeal(search: Search, pairValue: number, visit: (batch: CodeTable) => void): void {
  const { maxHands } = search.rules;
  if (maxHands > 3) throw new RangeError('the exact hit rate models splitting to at most three hands');
  const anySecond = handEnds(search, pairValue, VALUES);
  if (3 * mostOfOneValue(anySecond) + 1 > 31) throw new RangeError('split hands hold too many cards of one value');
  const twoHands = (ends: HandEnds) => {
    const table = new CodeTable(STANDINGS);
    followWith(table, tableOf(ends), ends, 0);
    assertExact(table);
    return table;
  };
  if (maxHands === 2 || pairValue === 1) return visit(twoHands(anySecond));
  const notResplit = handEnds(
    search,
    pairValue,
    VALUES.filter((value) => value !== pairValue),
  );
  visit(twoHands(notResplit));
  resplitRounds(firstHands(anySecond, notResplit), twoHands(anySecond), pairValue, visit);
}
