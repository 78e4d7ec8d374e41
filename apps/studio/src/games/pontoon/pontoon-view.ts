import { z } from 'zod';
import { cardSchema, type Card } from '../shared-table/cards';

const kindSchema = z.enum(['pontoon', 'five-card-trick', 'total', 'bust']);
export type PontoonHandKind = z.infer<typeof kindSchema>;

const playerSchema = z.object({
  cards: z.array(cardSchema),
  total: z.number().int(),
  soft: z.boolean(),
  kind: kindSchema,
  stake: z.number().int(),
  first_stake: z.number().int(),
  twisted: z.boolean(),
});

/**
 * The server's view: while open the banker's cards are only counted (both are face down); once settled, every card,
 * the result and the return.
 */
export const pontoonViewSchema = z.object({
  phase: z.enum(['player-turn', 'settled']),
  player: playerSchema,
  banker: z.union([
    z.object({ face_down: z.number().int() }),
    z.object({ cards: z.array(cardSchema), total: z.number().int(), soft: z.boolean(), kind: kindSchema }),
  ]),
  result: z.enum(['win', 'lose']).optional(),
  returned: z.number().int().optional(),
});
export type PontoonView = z.infer<typeof pontoonViewSchema>;

/** The moves in the order the buttons show them. */
export const PONTOON_ACTIONS = ['twist', 'buy', 'stick'] as const;
export type PontoonAction = (typeof PONTOON_ACTIONS)[number];

/** The banker's cards as the player sees them: face down until the round settles. */
export function bankerSlots(view: PontoonView): readonly (Card | undefined)[] {
  return 'cards' in view.banker ? view.banker.cards : Array.from({ length: view.banker.face_down }, () => undefined);
}

/** How many cards the answer deals, the banker's two turning over counted as dealt, so the reveal runs for them. */
export function cardsDealt(before: PontoonView | undefined, after: PontoonView): number {
  const count = (view: PontoonView | undefined) => (view ? bankerSlots(view).length + view.player.cards.length : 0);
  const flipped = before && before.phase !== 'settled' && after.phase === 'settled' ? 2 : 0;
  return Math.max(1, count(after) - count(before) + flipped);
}

/** How many cards the player has bought: each added the first stake again. */
export const cardsBought = (view: PontoonView) =>
  view.player.first_stake > 0 ? view.player.stake / view.player.first_stake - 1 : 0;
