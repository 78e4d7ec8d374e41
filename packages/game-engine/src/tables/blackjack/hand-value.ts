import type { Card } from '../shared/cards';

/** Court cards count ten; an ace counts one, or eleven when that does not bust the hand. */
export const cardValue = (card: Card) => Math.min(card.rank, 10);

export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((total, card) => total + cardValue(card), 0);
  const hasAce = cards.some((card) => card.rank === 1);
  return hasAce && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

/** Two cards making 21. A 21 on a split hand is not a blackjack; callers check where the hand came from. */
export const isTwoCardTwentyOne = (cards: readonly Card[]) => cards.length === 2 && handValue(cards).total === 21;
export const isBust = (cards: readonly Card[]) => handValue(cards).total > 21;
