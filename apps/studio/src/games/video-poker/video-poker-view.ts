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
