import { z } from 'zod';
import { blackjackViewSchema } from '../../../games/blackjack/blackjack-view';

/**
 * A live blackjack seat's own hands, as its bet carries them from the close of betting: `waiting` once every hand is
 * done and the dealer has yet to play (its up card only, no results), `settled` with the result. `actions` are the
 * moves the seat may make now.
 */
const seatSchema = blackjackViewSchema.extend({
  phase: z.enum(['player-turn', 'waiting', 'settled']),
  actions: z.array(z.string()).default([]),
});
export type BlackjackSeat = z.infer<typeof seatSchema>;

export function readSeat(hand: Record<string, unknown> | null | undefined): BlackjackSeat | undefined {
  if (!hand) return undefined;
  const parsed = seatSchema.safeParse(hand);
  return parsed.success ? parsed.data : undefined;
}

/** The one betting spot of a blackjack seat: the hand's stake. */
export type MainBet = { readonly type: 'main' };
export const MAIN_BET: MainBet = { type: 'main' };
export const mainKey = (bet: MainBet) => bet.type;
