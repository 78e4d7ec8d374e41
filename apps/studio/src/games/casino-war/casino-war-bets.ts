import { z } from 'zod';
import { stakeOn, type Placement } from '../shared-table/bet-slip';
import { cardSchema } from '../shared-table/cards';

export const CASINO_WAR_BETS = ['main', 'tie'] as const;
export type CasinoWarBetType = (typeof CASINO_WAR_BETS)[number];
export type CasinoWarBet = { readonly type: CasinoWarBetType };

/** The main bet pays even money; the tie side bet 10 to 1 when the first two cards tie (docs/studio-tables.md). */
export const PAYS_TO_ONE: Record<CasinoWarBetType, number> = { main: 1, tie: 10 };

export const chipOnSpot = (type: CasinoWarBetType, amount: number): Placement<CasinoWarBet> => ({
  key: type,
  bet: { type },
  amount,
});

/** The server takes exactly one main bet, with or without the tie side bet: no main bet, no deal. */
export const hasMainBet = (placements: readonly Placement<CasinoWarBet>[]) => stakeOn(placements, 'main') > 0;

export const casinoWarViewSchema = z.object({
  phase: z.enum(['tie', 'settled']),
  player: z.array(cardSchema),
  dealer: z.array(cardSchema),
  raise: z.union([z.number(), z.boolean()]).optional(),
  result: z.enum(['win', 'lose', 'surrendered', 'won-war', 'lost-war']).optional(),
  bets: z.array(
    z.object({ type: z.enum(CASINO_WAR_BETS), stake: z.number().int(), returned: z.number().int().optional() }),
  ),
});
export type CasinoWarView = z.infer<typeof casinoWarViewSchema>;

export function returnsBySpot(view: CasinoWarView | undefined): Map<string, number> {
  const returns = new Map<string, number>();
  for (const bet of view?.bets ?? []) {
    if (bet.returned !== undefined) returns.set(bet.type, (returns.get(bet.type) ?? 0) + bet.returned);
  }
  return returns;
}
