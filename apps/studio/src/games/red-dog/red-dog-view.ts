import { z } from 'zod';
import { cardSchema, type Card } from '../shared-table/cards';

/** While the player decides, the server shows the two cards and the spread; the third card is not drawn yet. */
export const redDogViewSchema = z.object({
  phase: z.enum(['spread', 'settled']),
  cards: z.array(cardSchema),
  spread: z.number().int().nullable(),
  pays: z.number().nullable(),
  raise: z.union([z.boolean(), z.number()]).optional(),
  result: z.enum(['win', 'lose', 'push', 'three-of-a-kind']).optional(),
});
export type RedDogView = z.infer<typeof redDogViewSchema>;

/** Spread 1 pays 5, 2 pays 4, 3 pays 2 and 4 or more pays 1 to 1; three of a kind 11 to 1 (docs/studio-tables.md). */
export const RED_DOG_PAYTABLE: readonly (readonly [string, number])[] = [
  ['1', 5],
  ['2', 4],
  ['3', 2],
  ['4+', 1],
];
export const THREE_OF_A_KIND_PAYS = 11;

/**
 * The table's three places, left to right: the first card, the third card between them (face down until drawn) and
 * the second card. Consecutive cards push with no third card, so the middle stays empty.
 */
export function tableCards(view: RedDogView): { first: Card; middle: Card | 'face-down' | 'empty'; second: Card } {
  const [first, second, third] = view.cards as [Card, Card, Card?];
  if (third) return { first, middle: third, second };
  return { first, middle: view.phase === 'spread' ? 'face-down' : 'empty', second };
}
