import { z } from 'zod';
import { cardSchema, type Card } from '../shared-table/cards';

const handSchema = z.object({
  cards: z.array(cardSchema),
  total: z.number().int(),
  soft: z.boolean(),
  stake: z.number().int(),
  doubled: z.boolean(),
  finished: z.boolean(),
  result: z.enum(['win', 'lose', 'push', 'blackjack']).optional(),
  returned: z.number().int().optional(),
});
export type BlackjackHand = z.infer<typeof handSchema>;

/** The server's view: while open the dealer shows the up card only; once settled, every card and each hand's result. */
export const blackjackViewSchema = z.object({
  phase: z.enum(['insurance', 'player-turn', 'settled']),
  dealer: z.array(cardSchema),
  dealer_total: z.number().int(),
  hands: z.array(handSchema),
  active: z.number().int(),
  insurance_stake: z.number().int().optional(),
  insurance: z.object({ stake: z.number().int(), returned: z.number().int() }).nullish(),
});
export type BlackjackView = z.infer<typeof blackjackViewSchema>;

export const PLAY_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export type PlayAction = (typeof PLAY_ACTIONS)[number];

/**
 * A hand's total as players read it: a soft hand shows both counts ("7/17") until it stands or is settled, when
 * only the count that plays is left.
 */
export function totalText(total: number, soft: boolean, settled: boolean): string {
  if (!soft || settled || total > 21) return String(total);
  return `${total - 10}/${total}`;
}

/** A two-card 21 on the first hand: blackjack, shown as such rather than as 21. */
export const isBlackjack = (hand: BlackjackHand) => hand.result === 'blackjack';

/** The dealer's cards as drawn: face down where the hole card hides while the round is open. */
export function dealerSlots(view: BlackjackView): readonly (Card | undefined)[] {
  return view.phase === 'settled' ? view.dealer : [...view.dealer, undefined];
}

/** How many cards the answer turns over, so the reveal runs for exactly the cards being dealt. */
export function cardsDealt(before: BlackjackView | undefined, after: BlackjackView): number {
  const count = (view: BlackjackView | undefined) =>
    view ? dealerSlots(view).length + view.hands.reduce((sum, hand) => sum + hand.cards.length, 0) : 0;
  // The hole card turning over counts as a card dealt.
  const flipped = before && before.phase !== 'settled' && after.phase === 'settled' ? 1 : 0;
  return Math.max(1, count(after) - count(before) + flipped);
}

export const insuranceDetails = (take: boolean) => ({ take });
