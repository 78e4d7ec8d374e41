import type { LiveBet } from '@casino/contracts';
import {
  settleThreeCardPoker,
  THREE_CARD_POKER,
  type ThreeCardPokerDeal,
  type ThreeCardPokerRules,
} from '@casino/game-engine';
import { z } from 'zod';
import {
  SLIP_BETS,
  type Paytables,
  type PaytableRow,
  type Showdown,
  type SpotType,
} from '../../../games/three-card-poker/three-card-poker-bets';
import type { OutcomeOf } from '../live-outcome';

const slipSchema = z.object({
  bets: z.array(z.object({ type: z.enum(SLIP_BETS), stake: z.number().int().min(0) })),
});

/** The seat's ante and Pair Plus, read from the slip the table took; undefined for a slip that is not one. */
export function slipStakes(choice: Record<string, unknown>): { ante: number; pairPlus: number } | undefined {
  const parsed = slipSchema.safeParse(choice);
  if (!parsed.success) return undefined;
  const stakeOn = (type: (typeof SLIP_BETS)[number]) =>
    parsed.data.bets.filter((bet) => bet.type === type).reduce((sum, bet) => sum + bet.stake, 0);
  return { ante: stakeOn('ante'), pairPlus: stakeOn('pair-plus') };
}

const byHand = (rows: readonly PaytableRow[]) => Object.fromEntries(rows.map(({ hand, pays }) => [hand, pays]));

/** The rules the round's own paytables say; the rules page's when it carries none. */
export const rulesOf = (paytables: Paytables | undefined): ThreeCardPokerRules =>
  paytables ? { anteBonus: byHand(paytables.ante_bonus), pairPlus: byHand(paytables.pair_plus) } : THREE_CARD_POKER;

/** What each of the seat's bets returned, its stake included; a bet the seat did not make is undefined. */
export type SeatReturns = {
  readonly ante: number;
  /** Undefined after a fold: no play bet was staked. */
  readonly play: number | undefined;
  /** The ante bonus's winnings, paid on top of the ante's return for a played straight or better. */
  readonly anteBonus: number;
  readonly pairPlus: number | undefined;
  readonly total: number;
};

/**
 * The seat's returns from the shared cards and its own decision (none is a fold), settled by the engine the server
 * settles with, so each line matches what was paid. The bet's `win` stays the figure of record.
 */
export function seatReturns(outcome: OutcomeOf<'three-card-poker'>, bet: LiveBet): SeatReturns | undefined {
  const stakes = slipStakes(bet.choice);
  if (!stakes || stakes.ante <= 0) return undefined;
  // The schema read every rank as 1..13, the engine's Rank.
  const deal = { player: outcome.player, dealer: outcome.dealer } as ThreeCardPokerDeal;
  const settled = settleThreeCardPoker(rulesOf(outcome.paytable), stakes, deal, bet.decision ?? 'fold');
  return {
    ante: settled.anteReturn,
    play: settled.play > 0 ? settled.playReturn : undefined,
    anteBonus: settled.bonusReturn,
    pairPlus: stakes.pairPlus > 0 ? settled.pairPlusReturn : undefined,
    total: settled.anteReturn + settled.playReturn + settled.bonusReturn + settled.pairPlusReturn,
  };
}

/** The returns on the felt's spots: the ante bonus is counted on the ante, whose hand earned it. */
export function returnsOnSpots(returns: SeatReturns): Map<SpotType, number> {
  const spots = new Map<SpotType, number>([['ante', returns.ante + returns.anteBonus]]);
  if (returns.play !== undefined) spots.set('play', returns.play);
  if (returns.pairPlus !== undefined) spots.set('pair-plus', returns.pairPlus);
  return spots;
}

/** The seat's own line once the round is over: its fold, or the showdown it played. */
export const seatResult = (outcome: OutcomeOf<'three-card-poker'>, bet: LiveBet): 'fold' | Showdown =>
  bet.decision === 'play' ? outcome.showdown : 'fold';
