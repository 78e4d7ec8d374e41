import { HAND_RANKS, rankIndexOf } from './hand-rank';

/**
 * How a video poker game ranks five cards: its hand names, lowest first, and the rank index of five distinct card
 * indices (0–51, suit × 13 + rank − 1). The draw tables, the best hold and the exact analysis work over any of them.
 */
export type PokerEvaluator = {
  readonly id: string;
  readonly ranks: readonly string[];
  readonly rankIndexOf: (a: number, b: number, c: number, d: number, e: number) => number;
};

export const JACKS_OR_BETTER_EVALUATOR: PokerEvaluator = { id: 'jacks-or-better', ranks: HAND_RANKS, rankIndexOf };
