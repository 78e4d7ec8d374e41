import type { PokerEvaluator } from './evaluator';

/**
 * Deuces Wild hand ranks, lowest first: the four twos stand for any card, and the lowest paying hand is three of a
 * kind (no pair pays). A natural royal has no deuce; a wild royal uses one or more.
 */
export const DEUCES_WILD_RANKS = [
  'nothing',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'five-of-a-kind',
  'wild-royal-flush',
  'four-deuces',
  'natural-royal-flush',
] as const;
export type DeucesWildRank = (typeof DEUCES_WILD_RANKS)[number];

const [NOTHING, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, FIVE_KIND, WILD_ROYAL, FOUR_DEUCES] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
];
const NATURAL_ROYAL = 10;
/** index % 13 of a deuce. */
const DEUCE = 1;
/** Ten, jack, queen, king, ace as index % 13. */
const BROADWAY = (1 << 9) | (1 << 10) | (1 << 11) | (1 << 12) | (1 << 0);
/** The ten five-rank windows a straight can fill: ace-to-five … ten-to-ace (the ace is rank 0, high only in the last). */
const WINDOWS = [...Array.from({ length: 9 }, (_, low) => 0b11111 << low), BROADWAY];

const rankCounts = new Uint8Array(13);

/**
 * The best Deuces Wild hand five distinct cards make, as an index into `DEUCES_WILD_RANKS`: each deuce becomes
 * whatever card helps most. Called for every one of the 2,598,960 hands when the draw tables are built, so it counts
 * into one reused array instead of allocating.
 */
export function deucesWildRankIndexOf(a: number, b: number, c: number, d: number, e: number): number {
  rankCounts.fill(0);
  let deuces = 0;
  let suit = -1;
  let suited = true;
  let mask = 0;
  for (const card of [a, b, c, d, e]) {
    const rank = card % 13;
    if (rank === DEUCE) {
      deuces += 1;
      continue;
    }
    const cardSuit = Math.floor(card / 13);
    if (suit < 0) suit = cardSuit;
    else if (cardSuit !== suit) suited = false;
    rankCounts[rank]! += 1;
    mask |= 1 << rank;
  }
  if (deuces === 4) return FOUR_DEUCES;
  let most = 0;
  let pairs = 0;
  for (let rank = 0; rank < 13; rank += 1) {
    const count = rankCounts[rank]!;
    most = Math.max(most, count);
    if (count === 2) pairs += 1;
  }
  const distinct = most === 1;
  // The natural cards fit inside one straight's window; the deuces fill the rest of it.
  const straight = distinct && WINDOWS.some((window) => (mask & ~window) === 0);
  const royalRanks = distinct && (mask & ~BROADWAY) === 0;
  if (deuces === 0 && suited && mask === BROADWAY) return NATURAL_ROYAL;
  if (suited && royalRanks) return WILD_ROYAL;
  if (most + deuces >= 5) return FIVE_KIND;
  if (suited && straight) return STRAIGHT_FLUSH;
  if (most + deuces >= 4) return QUADS;
  // Two natural pairs and a deuce, or three and two with no deuce.
  if ((deuces === 1 && pairs === 2) || (deuces === 0 && most === 3 && pairs === 1)) return FULL_HOUSE;
  if (suited) return FLUSH;
  if (straight) return STRAIGHT;
  if (most + deuces >= 3) return TRIPS;
  return NOTHING;
}

export const DEUCES_WILD_EVALUATOR: PokerEvaluator = {
  id: 'deuces-wild',
  ranks: DEUCES_WILD_RANKS,
  rankIndexOf: deucesWildRankIndexOf,
};
