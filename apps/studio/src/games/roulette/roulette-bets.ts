import { z } from 'zod';
import type { Placement } from '../shared-table/bet-slip';
import type { InsideType } from './roulette-layout';

export type EvenMoneyType = 'red' | 'black' | 'even' | 'odd' | 'low' | 'high';
export const EVEN_MONEY_TYPES: readonly EvenMoneyType[] = ['low', 'even', 'red', 'black', 'odd', 'high'];

/** A bet as the server takes it, without its stake (the slip sums chips into stakes). */
export type RouletteBet =
  | { readonly type: InsideType; readonly numbers: readonly number[] }
  | { readonly type: 'dozen' | 'column'; readonly which: 1 | 2 | 3 }
  | { readonly type: EvenMoneyType };

/** One key per table position, whatever order the numbers were given in: chips on the same spot add up. */
export function betKey(bet: RouletteBet): string {
  if ('numbers' in bet) return `${bet.type}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
  if ('which' in bet) return `${bet.type}:${bet.which}`;
  return bet.type;
}

export const chipOn = (bet: RouletteBet, amount: number): Placement<RouletteBet> => ({
  key: betKey(bet),
  bet: 'numbers' in bet ? { ...bet, numbers: [...bet.numbers].sort((a, b) => a - b) } : bet,
  amount,
});

/**
 * What each bet pays to one on a win. The American top line (0-00-1-2-3) pays 6, the single-zero first four 8;
 * shown in the rules panel, while the amounts themselves always come from the server.
 */
export const PAYS_TO_ONE: Record<RouletteBet['type'], number> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  basket: 8,
  'six-line': 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

const settledBetSchema = z.object({
  type: z.string(),
  numbers: z.array(z.number().int()).optional(),
  which: z.number().int().optional(),
  stake: z.number().int(),
  returned: z.number().int(),
});

export const rouletteViewSchema = z.object({
  pocket: z.number().int(),
  label: z.string(),
  color: z.enum(['red', 'black', 'green']),
  bets: z.array(settledBetSchema),
});
export type RouletteView = z.infer<typeof rouletteViewSchema>;
export type SettledBet = z.infer<typeof settledBetSchema>;

/** The settled bets by table position, so the board can light up the ones that paid. */
export function returnsByKey(view: RouletteView | undefined): Map<string, number> {
  const returns = new Map<string, number>();
  for (const bet of view?.bets ?? []) {
    const key = bet.numbers
      ? betKey({ type: bet.type as InsideType, numbers: bet.numbers })
      : bet.which
        ? betKey({ type: bet.type as 'dozen', which: bet.which as 1 })
        : bet.type;
    returns.set(key, (returns.get(key) ?? 0) + bet.returned);
  }
  return returns;
}
