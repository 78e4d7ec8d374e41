import { z } from 'zod';
import { cardSchema, type Card } from '../shared-table/cards';

export const HAND_RANKS = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
  'natural-royal-flush',
  'four-deuces',
  'wild-royal-flush',
  'five-of-a-kind',
] as const;
export type HandRank = (typeof HAND_RANKS)[number] | 'nothing';

const paytableRowSchema = z.object({ hand: z.string(), pays: z.union([z.number(), z.string()]) });

export const openViewSchema = z.object({
  hand: z.array(cardSchema).length(5),
  paytable: z.array(paytableRowSchema),
});
export const finishedViewSchema = z.object({
  hand: z.array(cardSchema).length(5),
  held: z.array(z.boolean()).length(5),
  final_hand: z.array(cardSchema).length(5),
  hand_rank: z.string(),
  multiplier: z.union([z.string(), z.number()]),
  paytable: z.array(paytableRowSchema).optional(),
});
export const videoPokerViewSchema = z.union([finishedViewSchema, openViewSchema]);
export type VideoPokerView = z.infer<typeof videoPokerViewSchema>;
export type PaytableRow = { readonly hand: string; readonly pays: number };

/** Full-pay Jacks or Better 9/6, shown before the first deal (the deal then brings the table's own). */
export const JACKS_OR_BETTER_9_6: readonly PaytableRow[] = [
  { hand: 'royal-flush', pays: 800 },
  { hand: 'straight-flush', pays: 50 },
  { hand: 'four-of-a-kind', pays: 25 },
  { hand: 'full-house', pays: 9 },
  { hand: 'flush', pays: 6 },
  { hand: 'straight', pays: 4 },
  { hand: 'three-of-a-kind', pays: 3 },
  { hand: 'two-pair', pays: 2 },
  { hand: 'jacks-or-better', pays: 1 },
];

/** Illinois Deuces (deuces wild), shown before the first deal of a game with `paytable: 'deuces-wild-illinois'`. */
export const DEUCES_WILD_ILLINOIS: readonly PaytableRow[] = [
  { hand: 'natural-royal-flush', pays: 800 },
  { hand: 'four-deuces', pays: 200 },
  { hand: 'wild-royal-flush', pays: 25 },
  { hand: 'five-of-a-kind', pays: 15 },
  { hand: 'straight-flush', pays: 9 },
  { hand: 'four-of-a-kind', pays: 4 },
  { hand: 'full-house', pays: 4 },
  { hand: 'flush', pays: 3 },
  { hand: 'straight', pays: 2 },
  { hand: 'three-of-a-kind', pays: 1 },
];

/** Whether the game's params name a Deuces Wild paytable. */
export const isDeucesWild = (params: Record<string, unknown>) =>
  typeof params.paytable === 'string' && params.paytable.startsWith('deuces-wild');

/**
 * The paytable on screen: the round's own once dealt (open or settled), else the game's table from its params.
 */
export function paytableShown(view: VideoPokerView | undefined, params: Record<string, unknown>): PaytableRow[] {
  if (view?.paytable) return normalizePaytable(view.paytable);
  return [...(isDeucesWild(params) ? DEUCES_WILD_ILLINOIS : JACKS_OR_BETTER_9_6)];
}

/**
 * The paytable in "for one" units, best hand first. The engine keeps pays in hundredths (a pair of jacks is 100);
 * every Jacks or Better table pays that pair exactly one for one, so a table quoting it as 100 is in hundredths.
 */
export function normalizePaytable(rows: readonly { hand: string; pays: number | string }[]): PaytableRow[] {
  const numeric = rows.map((row) => ({ hand: row.hand, pays: Number(row.pays) }));
  const jacks = numeric.find((row) => row.hand === 'jacks-or-better');
  const scale = jacks && jacks.pays === 100 ? 100 : 1;
  return numeric
    .filter((row) => row.hand !== 'nothing' && Number.isFinite(row.pays))
    .map((row) => ({ hand: row.hand, pays: row.pays / scale }))
    .sort((a, b) => b.pays - a.pays);
}

export const isFinishedView = (view: VideoPokerView): view is z.infer<typeof finishedViewSchema> =>
  'final_hand' in view;

/** The cards on screen: the deal while holding, the final hand once drawn. */
export const cardsShown = (view: VideoPokerView): readonly Card[] =>
  isFinishedView(view) ? view.final_hand : view.hand;

export const NO_HOLDS: readonly boolean[] = [false, false, false, false, false];

export function toggleHold(held: readonly boolean[], position: number): boolean[] {
  return held.map((keep, index) => (index === position ? !keep : keep));
}

/** The draw as the server takes it: exactly five holds. */
export const buildDrawDetails = (held: readonly boolean[]) => ({
  hold: Array.from({ length: 5 }, (_, index) => held[index] === true),
});
