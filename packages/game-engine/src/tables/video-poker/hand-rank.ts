/**
 * Jacks or Better hand ranks, lowest first. Cards are indices 0–51 in a fresh deck's order (suit × 13 + rank − 1,
 * so index % 13 is 0 for an ace … 12 for a king), which keeps the exact enumeration in typed arrays.
 */
export const HAND_RANKS = [
  'nothing',
  'jacks-or-better',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type HandRank = (typeof HAND_RANKS)[number];

/** Ace, jack, queen, king as index % 13: the pairs that pay. */
const HIGH_PAIR_RANKS = new Set([0, 10, 11, 12]);
/** Ten, jack, queen, king and ace: the one straight where the ace counts high. */
const BROADWAY = (1 << 0) | (1 << 9) | (1 << 10) | (1 << 11) | (1 << 12);

const rankCounts = new Uint8Array(13);

/**
 * The rank of five distinct cards, as an index into `HAND_RANKS`. Called for every one of the 2,598,960 hands when
 * the draw tables are built, so it counts into one reused array instead of allocating.
 */
export function rankIndexOf(a: number, b: number, c: number, d: number, e: number): number {
  const suit = Math.floor(a / 13);
  const flush =
    Math.floor(b / 13) === suit &&
    Math.floor(c / 13) === suit &&
    Math.floor(d / 13) === suit &&
    Math.floor(e / 13) === suit;
  rankCounts.fill(0);
  rankCounts[a % 13]! += 1;
  rankCounts[b % 13]! += 1;
  rankCounts[c % 13]! += 1;
  rankCounts[d % 13]! += 1;
  rankCounts[e % 13]! += 1;
  const mask = (1 << (a % 13)) | (1 << (b % 13)) | (1 << (c % 13)) | (1 << (d % 13)) | (1 << (e % 13));
  let pairs = 0;
  let trips = 0;
  let quads = 0;
  let highPair = false;
  for (let rank = 0; rank < 13; rank += 1) {
    const count = rankCounts[rank]!;
    if (count === 2) {
      pairs += 1;
      highPair ||= HIGH_PAIR_RANKS.has(rank);
    } else if (count === 3) trips += 1;
    else if (count === 4) quads += 1;
  }
  if (quads) return 7;
  if (trips) return pairs ? 6 : 3;
  if (pairs === 2) return 2;
  if (pairs === 1) return highPair ? 1 : 0;
  // Five different ranks: a straight spans five consecutive ranks, or is ten to ace.
  const lowest = 31 - Math.clz32(mask & -mask);
  const straight = mask === BROADWAY || mask === 0b11111 << lowest;
  if (straight && flush) return mask === BROADWAY ? 9 : 8;
  if (flush) return 5;
  return straight ? 4 : 0;
}
