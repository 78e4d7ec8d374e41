import { z } from 'zod';
import { cardSchema } from '../shared-table/cards';

/** Five-card hands, best first, as the server names them. */
export const HANDS = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'pair',
  'high-card',
] as const;
export type StudHand = (typeof HANDS)[number];

/** The bets on the felt: the ante is the stake; the raise, twice the ante, is added when the player raises. */
export const SPOTS = ['ante', 'raise'] as const;
export type SpotType = (typeof SPOTS)[number];

const handSchema = z.enum(HANDS);
const paytableRowSchema = z.object({ hand: handSchema, pays: z.number() });
export type PaytableRow = z.infer<typeof paytableRowSchema>;

/**
 * The raise's paytable as the rules page shows it before any round (docs/studio-tables.md); a round's view carries
 * the server's own copy, which the table shows once there is one.
 */
export const RAISE_PAYTABLE: readonly PaytableRow[] = [
  { hand: 'royal-flush', pays: 100 },
  { hand: 'straight-flush', pays: 50 },
  { hand: 'four-of-a-kind', pays: 20 },
  { hand: 'full-house', pays: 7 },
  { hand: 'flush', pays: 5 },
  { hand: 'straight', pays: 4 },
  { hand: 'three-of-a-kind', pays: 3 },
  { hand: 'two-pair', pays: 2 },
  { hand: 'pair', pays: 1 },
  { hand: 'high-card', pays: 1 },
];

/** The dealer's hand has five cards; while the player decides only the first, the up card, is in the view. */
export const DEALER_CARDS = 5;

export const caribbeanStudViewSchema = z.object({
  phase: z.enum(['decision', 'settled']),
  player: z.array(cardSchema),
  dealer: z.array(cardSchema),
  player_hand: handSchema,
  dealer_hand: handSchema.optional(),
  dealer_qualifies: z.boolean().optional(),
  decision: z.enum(['raise', 'fold']).optional(),
  showdown: z.enum(['dealer-does-not-qualify', 'win', 'tie', 'lose']).nullable().optional(),
  /** While deciding: what raising would add. */
  raise: z.number().int().optional(),
  bets: z.array(z.object({ type: z.enum(SPOTS), stake: z.number().int(), returned: z.number().int().optional() })),
  paytable: z.array(paytableRowSchema).optional(),
});
export type CaribbeanStudView = z.infer<typeof caribbeanStudViewSchema>;

/** What each spot returned once settled. */
export function returnsBySpot(view: CaribbeanStudView | undefined): Map<SpotType, number> {
  const returns = new Map<SpotType, number>();
  if (view?.phase !== 'settled') return returns;
  for (const bet of view.bets) if (bet.returned !== undefined) returns.set(bet.type, bet.returned);
  return returns;
}

export const stakeOfSpot = (view: CaribbeanStudView | undefined, spot: SpotType) =>
  view?.bets.find((bet) => bet.type === spot)?.stake ?? 0;

/** The line the table says once the round is over. */
export function resultOf(view: CaribbeanStudView): 'fold' | NonNullable<CaribbeanStudView['showdown']> | undefined {
  if (view.phase !== 'settled') return undefined;
  return view.decision === 'fold' ? 'fold' : (view.showdown ?? undefined);
}

/** The dealer's cards face up, then as many face down as the hand still hides (none once settled). */
export const hiddenDealerCards = (view: CaribbeanStudView | undefined) =>
  view ? DEALER_CARDS - view.dealer.length : 0;
