import { z } from 'zod';
import type { MessageKey, Translate } from '../../lib/i18n/i18n';

/** A card as the table engines deal it: rank 1 is the ace, 11–13 jack, queen, king. */
export const cardSchema = z.object({
  rank: z.number().int().min(1).max(13),
  suit: z.enum(['spades', 'hearts', 'diamonds', 'clubs']),
});
export type Card = z.infer<typeof cardSchema>;
export type Suit = Card['suit'];

const RANK_SYMBOLS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const SUIT_SYMBOLS: Record<Suit, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

export const rankSymbol = (card: Card) => RANK_SYMBOLS[card.rank] ?? '?';
export const isRedSuit = (suit: Suit) => suit === 'hearts' || suit === 'diamonds';

const RANK_NAMES: Partial<Record<number, MessageKey>> = {
  1: 'tables.rankAce',
  11: 'tables.rankJack',
  12: 'tables.rankQueen',
  13: 'tables.rankKing',
};
const SUIT_NAMES: Record<Suit, MessageKey> = {
  spades: 'tables.spades',
  hearts: 'tables.hearts',
  diamonds: 'tables.diamonds',
  clubs: 'tables.clubs',
};

/** "Queen of hearts", for screen readers: the drawn card itself is an image. */
export function cardName(card: Card, t: Translate): string {
  const namedRank = RANK_NAMES[card.rank];
  return t('tables.card', { rank: namedRank ? t(namedRank) : String(card.rank), suit: t(SUIT_NAMES[card.suit]) });
}

/** A hand read out: "Ace of spades, King of hearts". */
export const handName = (cards: readonly Card[], t: Translate) => cards.map((card) => cardName(card, t)).join(', ');
