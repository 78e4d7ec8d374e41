import { z } from 'zod';
import { HANDS, type StudHand } from '../caribbean-stud/caribbean-stud-view';
import type { Placement } from '../shared-table/bet-slip';

/**
 * Casino Hold'em is played at the live table only: the seat lays an ante, and after the flop calls (a second bet of
 * twice the ante) or folds. Its hands are the five-card poker hands Caribbean Stud names, the best five of seven.
 */
export type HoldemHand = StudHand;
export const holdemHandSchema = z.enum(HANDS);

/** The only bet laid from the chip tray; the call is never laid but staked by the decision. */
export const SLIP_BETS = ['ante'] as const;
export type HoldemBet = { readonly type: (typeof SLIP_BETS)[number] };
export const SPOTS = ['ante', 'call'] as const;
export type SpotType = (typeof SPOTS)[number];

/** The call an ante asks for. */
export const CALL_TIMES_ANTE = 2;

const paytableRowSchema = z.object({ hand: holdemHandSchema, pays: z.number().int().min(0) });
export type PaytableRow = z.infer<typeof paytableRowSchema>;
/** The ante's paytable as a round's view carries it, best hand first: winnings to one. */
export const antePaytableSchema = z.array(paytableRowSchema).min(1);

/**
 * The ante's paytable as the rules page shows it (docs/studio-tables.md), for the felt before the first deal of a
 * visit; a round's view carries the server's own copy, which the table shows and settles by once there is one.
 */
export const ANTE_PAYTABLE: readonly PaytableRow[] = [
  { hand: 'royal-flush', pays: 100 },
  { hand: 'straight-flush', pays: 20 },
  { hand: 'four-of-a-kind', pays: 10 },
  { hand: 'full-house', pays: 3 },
  { hand: 'flush', pays: 2 },
  { hand: 'straight', pays: 1 },
  { hand: 'three-of-a-kind', pays: 1 },
  { hand: 'two-pair', pays: 1 },
  { hand: 'pair', pays: 1 },
  { hand: 'high-card', pays: 1 },
];

/**
 * What the ante wins to one with `hand`. A paytable may stop at its last paying row ("straight or lower"): a hand
 * it does not list is paid as that lowest row.
 */
export function antePays(paytable: readonly PaytableRow[], hand: HoldemHand): number {
  const row = paytable.find((candidate) => candidate.hand === hand) ?? paytable.at(-1);
  return row?.pays ?? 0;
}

/** One line of the paytable as shown: a hand, or the lowest hands paying alike gathered into "… or lower". */
export type PaytableLine = { readonly hand: HoldemHand; readonly orLower: boolean; readonly pays: number };

/**
 * The paytable's lines, with the run of rows at its foot that pay the same (straight down to high card: 1 to 1)
 * gathered into one line, so the felt's table stays short.
 */
export function paytableLines(paytable: readonly PaytableRow[]): PaytableLine[] {
  const last = paytable.at(-1);
  if (!last || last.hand !== 'high-card') return paytable.map((row) => ({ ...row, orLower: false }));
  let first = paytable.length - 1;
  while (first > 0 && paytable[first - 1]!.pays === last.pays) first -= 1;
  const lines = paytable.slice(0, first).map((row) => ({ ...row, orLower: false }));
  return [...lines, { hand: paytable[first]!.hand, orLower: first < paytable.length - 1, pays: last.pays }];
}

export const chipOnAnte = (amount: number): Placement<HoldemBet> => ({ key: 'ante', bet: { type: 'ante' }, amount });
