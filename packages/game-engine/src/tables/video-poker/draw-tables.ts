import type { PokerEvaluator } from './evaluator';
import { JACKS_OR_BETTER_EVALUATOR } from './evaluator';
import { HAND_RANKS } from './hand-rank';

/**
 * Counting by subsets: how many of the C(52, 5) five-card hands contain a given set of up to four cards, by final
 * hand rank. With it, a hold's draws are counted by inclusion–exclusion over the dealt cards it throws away (a draw
 * must contain the held cards and none of the discarded ones), so a deal's 32 holds cost 32 table reads and a few
 * hundred additions instead of dealing out all 2,598,960 ways to draw.
 */
/** Jacks or Better's number of hand ranks; other games' tables are as wide as their evaluator's `ranks`. */
export const RANK_COUNT = HAND_RANKS.length;
const CARDS = 52;
const HAND_SIZE = 5;

/** C(n, k) for n ≤ 52 and k ≤ 5, as exact Numbers (the largest is 2,598,960). */
const BINOMIAL = Array.from({ length: CARDS + 1 }, (_, n) =>
  Array.from({ length: HAND_SIZE + 1 }, (_, k) => {
    let value = 1;
    for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
    return k > n ? 0 : Math.round(value);
  }),
);
export const binomial = (n: number, k: number) => BINOMIAL[n]![k]!;

/** Position of a sorted set of distinct cards among the sets of its size (the combinatorial number system). */
const indexOfSorted = (sorted: readonly number[]) =>
  sorted.reduce((index, card, i) => index + binomial(card, i + 1), 0);

export type DrawTables = {
  /** `containing[k][index × RANK_COUNT + rank]`: hands containing the k-card set at `index` (k = 0…4), by rank. */
  readonly containing: readonly Int32Array[];
  /** The rank of each five-card hand, by its index. */
  readonly rankOfHand: Uint8Array;
};

const built = new Map<string, DrawTables>();

/** Built once per game on first use (about a second, 14 MB) and kept: every hold decision reads it. */
export function drawTables(evaluator: PokerEvaluator = JACKS_OR_BETTER_EVALUATOR): DrawTables {
  let tables = built.get(evaluator.id);
  if (!tables) {
    tables = buildDrawTables(evaluator);
    built.set(evaluator.id, tables);
  }
  return tables;
}

function buildDrawTables({ ranks, rankIndexOf }: PokerEvaluator): DrawTables {
  const RANK_COUNT = ranks.length;
  const containing = Array.from({ length: HAND_SIZE }, (_, size) => new Int32Array(binomial(CARDS, size) * RANK_COUNT));
  const rankOfHand = new Uint8Array(binomial(CARDS, HAND_SIZE));
  const fours = containing[4]!;
  const hand = [0, 0, 0, 0, 0];
  for (hand[0] = 0; hand[0] < CARDS; hand[0] += 1) {
    for (hand[1] = hand[0] + 1; hand[1] < CARDS; hand[1] += 1) {
      for (hand[2] = hand[1] + 1; hand[2] < CARDS; hand[2] += 1) {
        for (hand[3] = hand[2] + 1; hand[3] < CARDS; hand[3] += 1) {
          for (hand[4] = hand[3] + 1; hand[4] < CARDS; hand[4] += 1) {
            const [a, b, c, d, e] = hand as [number, number, number, number, number];
            const rank = rankIndexOf(a, b, c, d, e);
            // Index terms: a card's binomial for its place in the full hand, and one place lower (after a drop).
            const [a1, b1, b2, c2, c3, d3, d4, e4, e5] = [
              binomial(a, 1),
              binomial(b, 1),
              binomial(b, 2),
              binomial(c, 2),
              binomial(c, 3),
              binomial(d, 3),
              binomial(d, 4),
              binomial(e, 4),
              binomial(e, 5),
            ];
            rankOfHand[a1 + b2 + c3 + d4 + e5] = rank;
            // The hand's five four-card subsets, each dropping one card.
            fours[(b1 + c2 + d3 + e4) * RANK_COUNT + rank]! += 1;
            fours[(a1 + c2 + d3 + e4) * RANK_COUNT + rank]! += 1;
            fours[(a1 + b2 + d3 + e4) * RANK_COUNT + rank]! += 1;
            fours[(a1 + b2 + c3 + e4) * RANK_COUNT + rank]! += 1;
            fours[(a1 + b2 + c3 + d4) * RANK_COUNT + rank]! += 1;
          }
        }
      }
    }
  }
  // Smaller sets from larger ones: each hand containing a k-set T contains 5 − k of the (k + 1)-sets T ∪ {x}, so
  // summing over the (k + 1)-sets counts every hand containing T exactly 5 − k times.
  for (let size = 3; size >= 0; size -= 1) {
    const larger = containing[size + 1]!;
    const smaller = containing[size]!;
    forEachSortedSet(size + 1, (set, largerIndex) => {
      for (let dropped = 0; dropped <= size; dropped += 1) {
        const index = indexOfSorted(set.filter((_, position) => position !== dropped));
        for (let rank = 0; rank < RANK_COUNT; rank += 1) {
          smaller[index * RANK_COUNT + rank]! += larger[largerIndex * RANK_COUNT + rank]!;
        }
      }
    });
    for (let entry = 0; entry < smaller.length; entry += 1) smaller[entry]! /= HAND_SIZE - size;
  }
  return { containing, rankOfHand };
}

/** Every sorted set of `size` distinct cards, with its index. */
function forEachSortedSet(size: number, visit: (set: number[], index: number) => void): void {
  const set: number[] = [];
  const extend = (from: number) => {
    if (set.length === size) return visit(set, indexOfSorted(set));
    for (let card = from; card < CARDS; card += 1) {
      set.push(card);
      extend(card + 1);
      set.pop();
    }
  };
  extend(0);
}

/**
 * For one dealt hand (five distinct card indices, in the order shown), the number of draws ending in each rank for
 * each of the 32 holds: `result[hold × RANK_COUNT + rank]`, where bit i of `hold` keeps card i. A hold keeping h
 * cards has C(47, 5 − h) equally likely draws from the 47 unseen cards.
 */
export function countDrawsByHold(
  dealt: readonly number[],
  evaluator: PokerEvaluator = JACKS_OR_BETTER_EVALUATOR,
): Int32Array {
  const { containing, rankOfHand } = drawTables(evaluator);
  const RANK_COUNT = evaluator.ranks.length;
  const order = [0, 1, 2, 3, 4].sort((x, y) => dealt[x]! - dealt[y]!);
  const counts = new Int32Array(32 * RANK_COUNT);
  for (let subset = 0; subset < 32; subset += 1) {
    let index = 0;
    let size = 0;
    for (const position of order) {
      if (subset & (1 << position)) index += binomial(dealt[position]!, ++size);
    }
    if (size === HAND_SIZE) {
      counts[subset * RANK_COUNT + rankOfHand[index]!] = 1;
      continue;
    }
    counts.set(containing[size]!.subarray(index * RANK_COUNT, (index + 1) * RANK_COUNT), subset * RANK_COUNT);
  }
  // Superset Möbius transform: afterwards counts[hold] = Σ over supersets T of hold within the deal of
  // (−1)^|T − hold| × hands containing T, i.e. the hands containing the hold and none of its discards.
  for (let bit = 0; bit < HAND_SIZE; bit += 1) {
    for (let subset = 0; subset < 32; subset += 1) {
      if (subset & (1 << bit)) continue;
      const withBit = (subset | (1 << bit)) * RANK_COUNT;
      for (let rank = 0; rank < RANK_COUNT; rank += 1) {
        counts[subset * RANK_COUNT + rank]! -= counts[withBit + rank]!;
      }
    }
  }
  return counts;
}
