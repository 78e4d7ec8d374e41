import type { Exact } from '../../exact';
import { exact } from '../../exact';
import type { Card } from '../shared/cards';
import { SUITS } from '../shared/cards';
import { binomial, countDrawsByHold } from './draw-tables';
import type { PokerEvaluator } from './evaluator';
import { JACKS_OR_BETTER_EVALUATOR } from './evaluator';
import type { VideoPokerPaytable } from './paytable';
import { JACKS_OR_BETTER_9_6, paysByRankIndex } from './paytable';

/** A card's index in a fresh deck's order (suit × 13 + rank − 1), as the draw tables count cards. */
export const cardIndex = (card: Card) => SUITS.indexOf(card.suit) * 13 + card.rank - 1;

/** A hold as a bit set: bit i keeps the card at position i. */
export type HoldValue = {
  readonly hold: number;
  /** Σ over the hold's draws of the return in hundredths of the stake; divide by `draws` × 100 for the EV. */
  readonly returnSum: number;
  readonly draws: number;
};

const DRAWS_BY_HOLD = Array.from({ length: 32 }, (_, hold) =>
  binomial(47, 5 - [0, 1, 2, 3, 4].filter((position) => hold & (1 << position)).length),
);

/** Every hold's total return over its draws, for a deal given as card indices. */
export function holdValues(
  dealt: readonly number[],
  pays: readonly number[],
  evaluator: PokerEvaluator = JACKS_OR_BETTER_EVALUATOR,
): HoldValue[] {
  return holdValuesOf(countDrawsByHold(dealt, evaluator), pays);
}

/** `pays` has one entry per hand rank of the game, so it also gives the width of `counts`. */
export function holdValuesOf(counts: Int32Array, pays: readonly number[]): HoldValue[] {
  const rankCount = pays.length;
  return Array.from({ length: 32 }, (_, hold) => {
    let returnSum = 0;
    for (let rank = 0; rank < rankCount; rank += 1) returnSum += counts[hold * rankCount + rank]! * pays[rank]!;
    return { hold, returnSum, draws: DRAWS_BY_HOLD[hold]! };
  });
}

/** a's expected return minus b's, by sign, exactly: cross-multiplied, in BigInt when a Number could round. */
export function compareHolds(a: HoldValue, b: HoldValue): number {
  const left = a.returnSum * b.draws;
  const right = b.returnSum * a.draws;
  if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return Math.sign(left - right);
  const difference = BigInt(a.returnSum) * BigInt(b.draws) - BigInt(b.returnSum) * BigInt(a.draws);
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}

/** The hold with the highest expected return; among equals, the lowest hold number (a fixed, documented choice). */
export function bestOf(values: readonly HoldValue[]): HoldValue {
  return values.reduce((best, value) => (compareHolds(value, best) > 0 ? value : best));
}

export type HoldAdvice = {
  /** `held[i]`: keep the card at position i. */
  readonly held: readonly boolean[];
  /** Expected return per unit staked after the draw, exactly. */
  readonly expectedReturn: Exact;
};

/**
 * The optimal hold for five dealt cards: the one whose draws return the most on average, computed exactly over
 * every draw from the 47 unseen cards. Used by the RTP simulation and by the game's hint.
 */
export function bestHold(hand: readonly Card[], paytable: VideoPokerPaytable = JACKS_OR_BETTER_9_6): HoldAdvice {
  return bestHoldWith(hand, JACKS_OR_BETTER_EVALUATOR, paysByRankIndex(paytable));
}

/** The same for any game: its evaluator and its "for one" pays in hundredths, indexed like the evaluator's ranks. */
export function bestHoldWith(hand: readonly Card[], evaluator: PokerEvaluator, pays: readonly number[]): HoldAdvice {
  const dealt = hand.map(cardIndex);
  if (dealt.length !== 5 || new Set(dealt).size !== 5) {
    throw new RangeError('a video poker hand is five distinct cards');
  }
  const best = bestOf(holdValues(dealt, pays, evaluator));
  return {
    held: dealt.map((_, position) => (best.hold & (1 << position)) !== 0),
    expectedReturn: exact(best.returnSum, best.draws * 100),
  };
}
