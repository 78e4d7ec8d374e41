import { z } from 'zod';
import type { Placement } from '../shared-table/bet-slip';
import { cardSchema } from '../shared-table/cards';

export const DRAGON_TIGER_BETS = ['dragon', 'tie', 'tiger'] as const;
export type DragonTigerBetType = (typeof DRAGON_TIGER_BETS)[number];
export type DragonTigerBet = { readonly type: DragonTigerBetType };

/** Dragon and tiger pay even money (half back on a tie), the tie 8 to 1 (docs/studio-tables.md). */
export const PAYS_TO_ONE: Record<DragonTigerBetType, number> = { dragon: 1, tie: 8, tiger: 1 };

export const chipOnSpot = (type: DragonTigerBetType, amount: number): Placement<DragonTigerBet> => ({
  key: type,
  bet: { type },
  amount,
});

export const dragonTigerViewSchema = z.object({
  dragon: cardSchema,
  tiger: cardSchema,
  winner: z.enum(DRAGON_TIGER_BETS),
  bets: z.array(z.object({ type: z.enum(DRAGON_TIGER_BETS), stake: z.number().int(), returned: z.number().int() })),
});
export type DragonTigerView = z.infer<typeof dragonTigerViewSchema>;

export function returnsBySpot(view: DragonTigerView | undefined): Map<string, number> {
  const returns = new Map<string, number>();
  for (const bet of view?.bets ?? []) returns.set(bet.type, (returns.get(bet.type) ?? 0) + bet.returned);
  return returns;
}
