import { SIC_BO } from '@casino/game-engine';
import { z } from 'zod';
import type { Placement } from '../shared-table/bet-slip';

export type Face = 1 | 2 | 3 | 4 | 5 | 6;
export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];
export const TOTALS = Array.from({ length: 14 }, (_, index) => index + 4);
/** The fifteen pairs of different faces, in table order (1-2, 1-3 … 5-6). */
export const COMBINATIONS: readonly (readonly [Face, Face])[] = FACES.flatMap((first) =>
  FACES.filter((second) => second > first).map((second) => [first, second] as const),
);

export type SicBoBet =
  | { readonly type: 'small' | 'big' | 'any-triple' }
  | { readonly type: 'triple' | 'double' | 'single'; readonly face: Face }
  | { readonly type: 'total'; readonly total: number }
  | { readonly type: 'combination'; readonly faces: readonly [Face, Face] };

export function betKey(bet: SicBoBet): string {
  if ('face' in bet) return `${bet.type}:${bet.face}`;
  if ('total' in bet) return `total:${bet.total}`;
  if ('faces' in bet) return `combination:${bet.faces.join('-')}`;
  return bet.type;
}

export const chipOn = (bet: SicBoBet, amount: number): Placement<SicBoBet> => ({ key: betKey(bet), bet, amount });

/** What a bet pays to one, from the engine's Macau paytable (the family's, docs/studio-tables.md). */
export function paysToOne(bet: SicBoBet): string {
  const paytable = SIC_BO.paytable;
  switch (bet.type) {
    case 'small':
    case 'big':
    case 'any-triple':
    case 'triple':
    case 'double':
    case 'combination':
      return String(paytable[bet.type]);
    case 'single':
      return paytable.single.join('/');
    case 'total':
      return String(paytable.total[bet.total] ?? 0);
  }
}

export const sicBoViewSchema = z.object({
  dice: z.array(z.number().int().min(1).max(6)).length(3),
  total: z.number().int(),
  bets: z.array(
    z.object({
      type: z.string(),
      face: z.number().int().optional(),
      total: z.number().int().optional(),
      faces: z.array(z.number().int()).optional(),
      stake: z.number().int(),
      returned: z.number().int(),
    }),
  ),
});
export type SicBoView = z.infer<typeof sicBoViewSchema>;

export function returnsByKey(view: SicBoView | undefined): Map<string, number> {
  const returns = new Map<string, number>();
  for (const bet of view?.bets ?? []) {
    const key = betKey(bet as unknown as SicBoBet);
    returns.set(key, (returns.get(key) ?? 0) + bet.returned);
  }
  return returns;
}
