import type { Randomness } from '../../randomness';

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];
/** 1 is the ace, 11–13 jack, queen, king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type Card = { readonly rank: Rank; readonly suit: Suit };

const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** `decks` 52-card decks in a fixed order (suit by suit, ace to king): the order a shuffle starts from. */
export function orderedCards(decks: number): Card[] {
  if (!Number.isSafeInteger(decks) || decks < 1) throw new RangeError(`a shoe holds at least one deck, got ${decks}`);
  const cards: Card[] = [];
  for (let deck = 0; deck < decks; deck += 1) {
    for (const suit of SUITS) for (const rank of RANKS) cards.push({ rank, suit });
  }
  return cards;
}

/**
 * A shoe shuffled by Fisher–Yates one step per card dealt: dealing card i swaps position i with a uniformly chosen
 * position in [i, n). The cards dealt are exactly the first cards of a full Fisher–Yates shuffle, without paying for
 * shuffling the hundreds of cards a round never reaches.
 */
export type Shoe = { deal(): Card; readonly dealt: number };

export function shuffledShoe(decks: number, randomness: Randomness): Shoe {
  const cards = orderedCards(decks);
  let dealt = 0;
  return {
    deal() {
      if (dealt >= cards.length) throw new RangeError('the shoe is empty');
      const chosen = dealt + randomness.nextInt(cards.length - dealt);
      [cards[dealt], cards[chosen]] = [cards[chosen]!, cards[dealt]!];
      return cards[dealt++]!;
    },
    get dealt() {
      return dealt;
    },
  };
}

const RANK_LABELS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_LABELS: Record<Suit, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
export const cardLabel = (card: Card) => `${RANK_LABELS[card.rank]}${SUIT_LABELS[card.suit]}`;
