import type { LiveBet, LiveRound } from '@casino/contracts';
import type { LiveKind } from './live-games';
import type { LiveBetRow, LiveRoundRow } from './live.repository';

/**
 * A round as the frame and the channel show it: `settled` reads as `result`, the seed only once revealed. A crash
 * round's `result_at` is its crash point in disguise (the flight's length), so it stays hidden until the crash.
 */
export function liveRoundView(
  round: LiveRoundRow,
  serverSeed: string | null,
  kind: LiveKind,
  deal: Record<string, unknown> | null = null,
): LiveRound {
  const flying = kind === 'flight' && (round.phase === 'betting' || round.phase === 'closed');
  return {
    id: String(round.id),
    number: round.number,
    phase: round.phase === 'settled' ? 'result' : round.phase,
    opened_at: round.openedAt.toISOString(),
    betting_closes_at: round.bettingClosesAt.toISOString(),
    result_at: flying ? null : (round.resultAt?.toISOString() ?? null),
    next_round_at: round.nextRoundAt?.toISOString() ?? null,
    commitment: round.commitment,
    client_seed: round.clientSeed,
    server_seed: round.phase === 'result' || round.phase === 'settled' ? serverSeed : null,
    outcome: round.outcome ?? null,
    // The shared hand is shown from the close of betting: before it, it would tell seats what to bet.
    deal: round.phase === 'betting' ? null : deal,
  };
}

/**
 * A slip being placed reads as placed: the stake is on its way to the wallet, and a refusal voids it. `hand` is a
 * hand table seat's own hands (live-service's `seatView`).
 */
export const liveBetView = (bet: LiveBetRow, hand: Record<string, unknown> | null = null): LiveBet => ({
  id: String(bet.id),
  stake: bet.stake,
  choice: bet.choice,
  status: bet.status === 'placing' ? 'placed' : bet.status,
  win: bet.status === 'settled' ? (bet.returned ?? 0) : null,
  cash_out: bet.cashOut,
  decision: bet.decision,
  decision_stake: bet.decisionStake,
  moves: bet.moves,
  hand,
});
