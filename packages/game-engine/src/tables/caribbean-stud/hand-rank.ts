import type { Card } from '../shared/cards';
import { aceHigh } from '../shared/rank-draws';

/** Five-card poker hands, lowest first. A royal flush is the ace-high straight flush, named apart for its payout. */
export const POKER_HANDS = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type PokerHand = (typeof POKER_HANDS)[number];

/**
 * A hand's strength as one comparable number: its category (high card 0 … straight flush 8) × 16⁵, then the ranks
 * that break ties in base 16, most significant first (aces high; the larger group before the smaller, a full
 * house's three before its pair; the ace counts low in A-2-3-4-5, the lowest straight, whose high card is the 5).
 * Equal scores tie whatever the suits: 7,462 different scores over the 2,598,960 hands.
 */
export type PokerScore = number;

const CATEGORY = 16 ** 5;
const STRAIGHT = 4;
const FLUSH = 5;
const STRAIGHT_FLUSH = 8;
/** Rank counts, reused: the exact enumeration scores every one of the C(52, 5) hands. */
const counts = new Uint8Array(15);

/** Score from five ranks (1–13, ace 1) and whether the suits are all one, so the enumeration can skip cards. */
export function scoreOfRanks(ranks: readonly number[], flush: boolean): PokerScore {
  counts.fill(0);
  for (const rank of ranks) counts[aceHigh(rank)]! += 1;
  // Groups by size, then rank, both descending: four of a kind, three, pairs, then single cards.
  let tieBreak = 0;
  let largest = 0;
  let pairs = 0;
  for (let size = 4; size >= 1; size -= 1) {
    for (let rank = 14; rank >= 2; rank -= 1) {
      if (counts[rank] !== size) continue;
      tieBreak = tieBreak * 16 + rank;
      largest = Math.max(largest, size);
      if (size === 2) pairs += 1;
    }
  }
  if (largest === 4) return 7 * CATEGORY + tieBreak;
  if (largest === 3) return (pairs === 1 ? 6 : 3) * CATEGORY + tieBreak;
  if (pairs === 2) return 2 * CATEGORY + tieBreak;
  if (pairs === 1) return CATEGORY + tieBreak;
  // Five different ranks: tieBreak holds them high to low.
  const high = Math.floor(tieBreak / 16 ** 4);
  const low = tieBreak % 16;
  const wheel = tieBreak === 0xe5432;
  const straight = wheel || high - low === 4;
  const straightHigh = wheel ? 5 : high;
  if (straight && flush) return STRAIGHT_FLUSH * CATEGORY + straightHigh;
  if (flush) return FLUSH * CATEGORY + tieBreak;
  if (straight) return STRAIGHT * CATEGORY + straightHigh;
  return tieBreak;
}

export const scoreOf = (cards: readonly Card[]): PokerScore =>
  scoreOfRanks(
    cards.map((card) => card.rank),
    cards.every((card) => card.suit === cards[0]!.suit),
  );

/** Cards as indices 0–51 (suit × 13 + rank − 1), as the exact enumeration holds them. */
export const scoreOfIndices = (a: number, b: number, c: number, d: number, e: number): PokerScore => {
  const suit = Math.floor(a / 13);
  const flush =
    Math.floor(b / 13) === suit &&
    Math.floor(c / 13) === suit &&
    Math.floor(d / 13) === suit &&
    Math.floor(e / 13) === suit;
  return scoreOfRanks([(a % 13) + 1, (b % 13) + 1, (c % 13) + 1, (d % 13) + 1, (e % 13) + 1], flush);
};

export function handOfScore(score: PokerScore): PokerHand {
  const category = Math.floor(score / CATEGORY);
  if (category === STRAIGHT_FLUSH && score % CATEGORY === 14) return 'royal-flush';
  return POKER_HANDS[category]!;
}

export const handOf = (cards: readonly Card[]): PokerHand => handOfScore(scoreOf(cards));

/**
 * The dealer plays on with ace-king or better: any pair, or an ace and a king among five different ranks. The
 * lowest such hand is A-K-4-3-2, whose score is at least this; the best ace-queen hand, A-Q-J-10-8, is below it.
 */
export const ACE_KING: PokerScore = 14 * 16 ** 4 + 13 * 16 ** 3;

export const qualifies = (dealer: PokerScore) => dealer >= ACE_KING;
