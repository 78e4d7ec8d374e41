import type { Card } from '../shared/cards';
import { aceHigh } from '../shared/rank-draws';

/** Three-card hands, lowest first. A straight beats a flush here: with three cards it is the rarer hand. */
export const THREE_CARD_HANDS = [
  'high-card',
  'pair',
  'flush',
  'straight',
  'three-of-a-kind',
  'straight-flush',
] as const;
export type ThreeCardHand = (typeof THREE_CARD_HANDS)[number];

/**
 * A hand's strength as one comparable number: the hand's index in `THREE_CARD_HANDS` × 4096, then the ranks that
 * break ties in base 16 (aces high; the pair's rank before its kicker; the ace counts low in A-2-3, the lowest
 * straight). Equal scores tie whatever the suits.
 */
export type HandScore = number;

const categoryOf = (flush: boolean, straight: boolean, distinct: number): ThreeCardHand => {
  if (straight && flush) return 'straight-flush';
  if (distinct === 1) return 'three-of-a-kind';
  if (straight) return 'straight';
  if (flush) return 'flush';
  return distinct === 2 ? 'pair' : 'high-card';
};

/** Score from ranks (1–13) and suits (any comparable values), so the exact enumeration can skip building cards. */
export function scoreOfRanks(ranks: readonly [number, number, number], flush: boolean): HandScore {
  // Sorted high to low by hand: this runs for every hand of the exact enumeration and of every simulated round.
  let [high, middle, low] = [aceHigh(ranks[0]), aceHigh(ranks[1]), aceHigh(ranks[2])];
  if (high < middle) [high, middle] = [middle, high];
  if (middle < low) [middle, low] = [low, middle];
  if (high < middle) [high, middle] = [middle, high];
  const distinct = high === middle ? (middle === low ? 1 : 2) : middle === low ? 2 : 3;
  const wheel = high === 14 && middle === 3 && low === 2;
  const straight = distinct === 3 && (high - low === 2 || wheel);
  const category = THREE_CARD_HANDS.indexOf(categoryOf(flush, straight, distinct)) * 4096;
  if (wheel) return category + 3 * 256 + 2 * 16 + 1;
  // A pair is compared on its rank first: put it ahead of the kicker.
  if (distinct === 2 && middle === low) return category + middle * 256 + low * 16 + high;
  return category + high * 256 + middle * 16 + low;
}

export const scoreOf = (cards: readonly Card[]): HandScore => {
  const [a, b, c] = cards as [Card, Card, Card];
  return scoreOfRanks([a.rank, b.rank, c.rank], a.suit === b.suit && b.suit === c.suit);
};

export const handOfScore = (score: HandScore): ThreeCardHand => THREE_CARD_HANDS[Math.floor(score / 4096)]!;

/** The dealer plays on with queen high or better. */
export const QUEEN_HIGH: HandScore = 12 * 256;
/** The rules page's strategy: play queen-six-four or better, fold anything lower. */
export const QUEEN_SIX_FOUR: HandScore = 12 * 256 + 6 * 16 + 4;

export const handOf = (cards: readonly Card[]): ThreeCardHand => handOfScore(scoreOf(cards));
