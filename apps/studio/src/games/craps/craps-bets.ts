import { z } from 'zod';
import { stakeOn, type Placement } from '../shared-table/bet-slip';

export const LINE_BETS = ['pass', 'dont-pass'] as const;
export const ONE_ROLL_BETS = ['field', 'any-seven', 'any-craps', 'yo', 'aces', 'ace-deuce', 'boxcars'] as const;
export const CRAPS_BETS = [...LINE_BETS, ...ONE_ROLL_BETS] as const;
export type CrapsBetType = (typeof CRAPS_BETS)[number];
export type CrapsBet = { readonly type: CrapsBetType };
export const POINTS = [4, 5, 6, 8, 9, 10] as const;

/** What each bet pays to one, as the rules page states it (docs/studio-tables.md); the field pays more on 2 and 12. */
export const PAYS: Record<CrapsBetType, string> = {
  pass: '1',
  'dont-pass': '1',
  field: '1–3',
  'any-seven': '4',
  'any-craps': '7',
  yo: '15',
  aces: '30',
  'ace-deuce': '15',
  boxcars: '30',
};

export const chipOnSpot = (type: CrapsBetType, amount: number): Placement<CrapsBet> => ({
  key: type,
  bet: { type },
  amount,
});

export const isLineBet = (type: CrapsBetType) => (LINE_BETS as readonly string[]).includes(type);

/** The server takes exactly one line bet: a chip on one line closes the other. */
export const lineOf = (placements: readonly Placement<CrapsBet>[]) =>
  LINE_BETS.find((line) => stakeOn(placements, line) > 0);

export const crapsViewSchema = z.object({
  phase: z.enum(['come-out', 'point', 'settled']),
  point: z.number().int().nullable(),
  rolls: z.array(z.tuple([z.number().int(), z.number().int()])),
  total: z.number().int().nullable(),
  bets: z.array(z.object({ type: z.enum(CRAPS_BETS), stake: z.number().int(), returned: z.number().int().nullable() })),
  odds: z.object({ stake: z.number().int(), returned: z.number().int().nullable() }).nullable(),
  max_odds: z.number().int(),
});
export type CrapsView = z.infer<typeof crapsViewSchema>;

/** What each spot returned once it settled (the one-roll bets on the come-out roll, the line at the end). */
export function returnsBySpot(view: CrapsView | undefined): Map<CrapsBetType, number> {
  const returns = new Map<CrapsBetType, number>();
  for (const bet of view?.bets ?? []) if (bet.returned !== null) returns.set(bet.type, bet.returned);
  return returns;
}

/** The odds a player offered "odds equal to the line" gets: the line stake, within the table's maximum. */
export const singleOdds = (view: CrapsView) => {
  const line = view.bets.find((bet) => isLineBet(bet.type));
  return Math.min(line?.stake ?? 0, view.max_odds);
};

/** The line bet's fate for the status line. */
export function lineOutcome(view: CrapsView): 'win' | 'lose' | 'push' | undefined {
  if (view.phase !== 'settled') return undefined;
  const line = view.bets.find((bet) => isLineBet(bet.type));
  if (!line || line.returned === null) return undefined;
  return line.returned > line.stake ? 'win' : line.returned === line.stake ? 'push' : 'lose';
}
