import type { Randomness } from '../../randomness';
import type { Card } from './cards';
import { cardInFreshOrder } from './cards';

/**
 * A shoe that can be stored between a player's decisions and resumed: the same one-step Fisher–Yates as
 * `shuffledShoe`, kept as plain data (the positions swapped so far) instead of a closure. Round state lives in a
 * database between requests, so it must survive JSON.
 */
export type ShoeState = {
  readonly size: number;
  readonly dealt: number;
  /** Position → fresh-order index of the card now there, for positions a swap has touched. */
  readonly swapped: Readonly<Record<string, number>>;
};

export const freshShoe = (decks: number): ShoeState => {
  if (!Number.isSafeInteger(decks) || decks < 1) throw new RangeError(`a shoe holds at least one deck, got ${decks}`);
  return { size: decks * 52, dealt: 0, swapped: {} };
};

export function dealFrom(shoe: ShoeState, randomness: Randomness): { card: Card; shoe: ShoeState } {
  if (shoe.dealt >= shoe.size) throw new RangeError('the shoe is empty');
  const at = (position: number) => shoe.swapped[position] ?? position;
  const chosen = shoe.dealt + randomness.nextInt(shoe.size - shoe.dealt);
  const card = cardInFreshOrder(at(chosen));
  return {
    card,
    shoe: { size: shoe.size, dealt: shoe.dealt + 1, swapped: { ...shoe.swapped, [chosen]: at(shoe.dealt) } },
  };
}
