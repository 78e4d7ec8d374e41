import type { Card, Randomness } from '@casino/game-engine';

const SUITS_IN_FRESH_ORDER = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** A fresh shoe's order, as the engine builds it: deck after deck, suit by suit, ace to king. */
const freshShoe = (decks: number): Card[] =>
  Array.from({ length: decks * 52 }, (_, position) => ({
    rank: ((position % 13) + 1) as Card['rank'],
    suit: SUITS_IN_FRESH_ORDER[Math.floor(position / 13) % 4]!,
  }));

/**
 * Randomness that makes a freshly shuffled `decks`-deck shoe deal exactly `cards`, by choosing each one-step
 * Fisher–Yates index (docs/game-maths-tables.md). Fails loudly when the round draws more cards than scripted.
 */
export function riggedShoe(decks: number, cards: readonly Card[]): Randomness {
  const shoe = freshShoe(decks);
  let dealt = 0;
  return {
    nextInt(max) {
      const wanted = cards[dealt];
      if (!wanted) throw new Error('the rigged shoe ran out of cards');
      const at = shoe.findIndex((card, i) => i >= dealt && card.rank === wanted.rank && card.suit === wanted.suit);
      if (at < 0 || max !== shoe.length - dealt) throw new Error('the rigged shoe cannot deal that card');
      [shoe[dealt], shoe[at]] = [shoe[at]!, shoe[dealt]!];
      dealt += 1;
      return at - (dealt - 1);
    },
  };
}

/** `'Ah'`, `'10s'`, `'Kd'` → a card, so a test reads like the table. */
export function card(label: string): Card {
  const suits = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' } as const;
  const rank = { A: 1, J: 11, Q: 12, K: 13 }[label.slice(0, -1)] ?? Number(label.slice(0, -1));
  return { rank: rank as Card['rank'], suit: suits[label.slice(-1) as keyof typeof suits] };
}

export const cards = (...labels: string[]) => labels.map(card);

/** Returns the listed values in order; fails loudly when one is out of range or the list runs out. */
export function scripted(values: readonly number[]): Randomness {
  let index = 0;
  return {
    nextInt(max) {
      const value = values[index++];
      if (value === undefined) throw new Error('scripted randomness ran out of values');
      if (value < 0 || value >= max) throw new Error(`scripted value ${value} is not in [0, ${max})`);
      return value;
    },
  };
}
