import { z } from 'zod';
import type { Translate } from '../../lib/i18n/i18n';
import { stakeOn, type Placement } from '../shared-table/bet-slip';
import { cardSchema } from '../shared-table/cards';

/** The spots the player lays chips on; the play bet is not laid but matched to the ante after the deal. */
export const SLIP_BETS = ['pair-plus', 'ante'] as const;
export type SlipBetType = (typeof SLIP_BETS)[number];
export type ThreeCardPokerBet = { readonly type: SlipBetType };
export const SPOTS = ['pair-plus', 'ante', 'play'] as const;
export type SpotType = (typeof SPOTS)[number];

export const HANDS = ['straight-flush', 'three-of-a-kind', 'straight', 'flush', 'pair', 'high-card'] as const;
export type ThreeCardHand = (typeof HANDS)[number];

/** How the played hand met the dealer's (null after a fold, which settles nothing against the dealer). */
export const SHOWDOWNS = ['dealer-does-not-qualify', 'win', 'tie', 'lose'] as const;
export type Showdown = (typeof SHOWDOWNS)[number];

export const threeCardHandSchema = z.enum(HANDS);
const paytableRowSchema = z.object({ hand: threeCardHandSchema, pays: z.number() });
export type PaytableRow = z.infer<typeof paytableRowSchema>;
/** Both paytables as a round's view carries them, best hand first. */
export const paytablesSchema = z.object({
  ante_bonus: z.array(paytableRowSchema),
  pair_plus: z.array(paytableRowSchema),
});
export type Paytables = z.infer<typeof paytablesSchema>;

/**
 * The paytables as the rules page shows them before any round (docs/studio-tables.md); a round's view carries the
 * server's own copy, which the table shows once there is one.
 */
export const ANTE_BONUS: readonly PaytableRow[] = [
  { hand: 'straight-flush', pays: 5 },
  { hand: 'three-of-a-kind', pays: 4 },
  { hand: 'straight', pays: 1 },
];
export const PAIR_PLUS: readonly PaytableRow[] = [
  { hand: 'straight-flush', pays: 40 },
  { hand: 'three-of-a-kind', pays: 30 },
  { hand: 'straight', pays: 6 },
  { hand: 'flush', pays: 3 },
  { hand: 'pair', pays: 1 },
];

/** What a spot pays, as its label reads it: Pair Plus up to its best hand, the ante and the play even money. */
export const spotPays = (spot: SpotType, t: Translate) =>
  spot === 'pair-plus' ? t('threeCardPoker.upTo', { pays: PAIR_PLUS[0]!.pays }) : t('tables.toOne', { pays: 1 });

export const chipOnSpot = (type: SlipBetType, amount: number): Placement<ThreeCardPokerBet> => ({
  key: type,
  bet: { type },
  amount,
});

/** The server takes exactly one ante, with or without Pair Plus: no ante, no deal. */
export const hasAnte = (placements: readonly Placement<ThreeCardPokerBet>[]) => stakeOn(placements, 'ante') > 0;

export const threeCardPokerViewSchema = z.object({
  phase: z.enum(['decision', 'settled']),
  player: z.array(cardSchema),
  dealer: z.array(cardSchema).optional(),
  player_hand: threeCardHandSchema,
  dealer_hand: threeCardHandSchema.optional(),
  decision: z.enum(['play', 'fold']).optional(),
  showdown: z.enum(SHOWDOWNS).nullable().optional(),
  ante_bonus: z.number().int().optional(),
  bets: z.array(z.object({ type: z.enum(SPOTS), stake: z.number().int(), returned: z.number().int().optional() })),
  paytable: paytablesSchema.optional(),
});
export type ThreeCardPokerView = z.infer<typeof threeCardPokerViewSchema>;

/** What each spot returned once settled; the ante bonus is shown on the ante, whose hand earned it. */
export function returnsBySpot(view: ThreeCardPokerView | undefined): Map<SpotType, number> {
  const returns = new Map<SpotType, number>();
  if (view?.phase !== 'settled') return returns;
  for (const bet of view.bets) {
    const bonus = bet.type === 'ante' ? (view.ante_bonus ?? 0) : 0;
    if (bet.returned !== undefined) returns.set(bet.type, bet.returned + bonus);
  }
  return returns;
}

export const stakeOfSpot = (view: ThreeCardPokerView | undefined, spot: SpotType) =>
  view?.bets.find((bet) => bet.type === spot)?.stake ?? 0;

/** The line the table says once the round is over. */
export function resultOf(view: ThreeCardPokerView): 'fold' | Showdown | undefined {
  if (view.phase !== 'settled') return undefined;
  return view.decision === 'fold' ? 'fold' : (view.showdown ?? undefined);
}
