import type { Randomness } from '../../randomness';

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];
/** 1 is the ace, 11–13 jack, queen, king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type Card = { readonly rank: Rank; readonly suit: Suit };

const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** The card at `position` of a fresh shoe: deck after deck, each suit by suit, ace to king. */
export const cardInFreshOrder = (position: number): Card => ({
  rank: RANKS[position % 13]!,
  suit: SUITS[Math.floor(position / 13) % 4]!,
});

const assertDecks = (decks: number) => {
  if (!Number.isSafeInteger(decks) || decks < 1) throw new RangeError(`a shoe holds at least one deck, got ${decks}`);
};

/** `decks` 52-card decks in a fixed order: the order a shuffle starts from. */
export function orderedCards(decks: number): Card[] {
  assertDecks(decks);
  return Array.from({ length: decks * 52 }, (_, position) => cardInFreshOrder(position));
}

/**
 * A shoe shuffled by Fisher–Yates one step per card dealt: dealing card i swaps position i with a uniformly chosen
 * position in [i, n). The cards dealt are exactly the first cards of a full Fisher–Yates shuffle, without paying for
 * shuffling (or even building) the hundreds of cards a round never reaches: only swapped positions are stored.
 */
export type Shoe = { deal(): Card; readonly dealt: number };

export function shuffledShoe(decks: number, randomness: Randomness): Shoe {
  assertDecks(decks);
  const size = decks * 52;
  const swapped = new Map<number, number>();
  const at = (position: number) => swapped.get(position) ?? position;
  let dealt = 0;
  return {
    deal() {
      if (dealt >= size) throw new RangeError('the shoe is empty');
      const chosen = dealt + randomness.nextInt(size - dealt);
      const card = at(chosen);
      swapped.set(chosen, at(dealt));
      dealt += 1;
      return cardInFreshOrder(card);
    },
    get dealt() {
      return dealt;
    },
  };
}

const RANK_LABELS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_LABELS: Record<Suit, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
export const cardLabel = (card: Card) => `${RANK_LABELS[card.rank]}${SUIT_LABELS[card.suit]}`;
