import type { LiveBet } from '@casino/contracts';
import { z } from 'zod';
import {
  ANTE_PAYTABLE,
  antePays,
  CALL_TIMES_ANTE,
  SLIP_BETS,
  type SpotType,
} from '../../../games/casino-holdem/casino-holdem-bets';
import type { Showdown } from '../../../games/three-card-poker/three-card-poker-bets';
import type { OutcomeOf } from '../live-outcome';

const slipSchema = z.object({
  bets: z.array(z.object({ type: z.enum(SLIP_BETS), stake: z.number().int().min(0) })),
});

/** The seat's ante, read from the slip the table took; undefined for a slip that is not a hold'em one. */
export function slipAnte(choice: Record<string, unknown>): number | undefined {
  const parsed = slipSchema.safeParse(choice);
  if (!parsed.success) return undefined;
  return parsed.data.bets.reduce((sum, bet) => sum + bet.stake, 0);
}

/** The call an ante asks for, before the seat has made it: what the Call button stakes. */
export const callFor = (ante: number) => ante * CALL_TIMES_ANTE;

/** What each of the seat's bets returned, its stake included. */
export type SeatReturns = {
  readonly ante: number;
  /** Undefined after a fold: no call was staked. */
  readonly call: number | undefined;
  readonly total: number;
};

/**
 * The seat's returns from the shared cards and its own decision (none is a fold), by the rules: a fold loses the
 * ante; a dealer without a pair of fours pays the ante by the paytable and returns the call; beaten, a qualifying
 * dealer pays the ante by the paytable and the call 1:1; equal hands push both; a better dealer hand takes both. The
 * bet's `win` stays the figure of record.
 */
export function seatReturns(outcome: OutcomeOf<'casino-holdem'>, bet: LiveBet): SeatReturns | undefined {
  const ante = slipAnte(bet.choice);
  if (!ante) return undefined;
  if (bet.decision !== 'play') return { ante: 0, call: undefined, total: 0 };
  // The call the table took; twice the ante by the rules, should an older bet not say.
  const call = bet.decision_stake > 0 ? bet.decision_stake : callFor(ante);
  const anteWins = ante * (1 + antePays(outcome.paytable ?? ANTE_PAYTABLE, outcome.player_hand));
  const returns: Record<Showdown, [ante: number, call: number]> = {
    'dealer-does-not-qualify': [anteWins, call],
    win: [anteWins, call * 2],
    tie: [ante, call],
    lose: [0, 0],
  };
  const [anteReturn, callReturn] = returns[outcome.showdown];
  return { ante: anteReturn, call: callReturn, total: anteReturn + callReturn };
}

/** The returns on the felt's spots; a call not made has no return to show. */
export function returnsOnSpots(returns: SeatReturns): Map<SpotType, number> {
  const spots = new Map<SpotType, number>([['ante', returns.ante]]);
  if (returns.call !== undefined) spots.set('call', returns.call);
  return spots;
}

/** The seat's own line once the round is over: its fold, or the showdown it called. */
export const seatResult = (outcome: OutcomeOf<'casino-holdem'>, bet: LiveBet): 'fold' | Showdown =>
  bet.decision === 'play' ? outcome.showdown : 'fold';
