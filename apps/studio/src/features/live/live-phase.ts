import type { LivePhase, LiveRound } from '@casino/contracts';

/** The order a round goes through: a message or read never takes a round back to an earlier phase. */
export const PHASE_ORDER: Readonly<Record<LivePhase, number>> = { betting: 0, closed: 1, result: 2 };

/**
 * The phase to show at `serverNow`: the round's, except that betting shows as closed from `betting_closes_at` on,
 * before the table's "bets closed" message arrives, since the server refuses a bet from then anyway.
 */
export function shownPhase(round: LiveRound, serverNow: number): LivePhase {
  if (round.phase === 'betting' && serverNow >= Date.parse(round.betting_closes_at)) return 'closed';
  return round.phase;
}

/** Below this, an outcome is shown at once: a spin squeezed into a blink reads as a glitch, not a spin. */
export const MIN_REVEAL_MS = 700;

/**
 * How long the outcome still animates at `serverNow`. Every seat's animation ends at the same moment, `result_at`
 * plus the family's reveal, so a player whose message came late sees a shorter spin rather than a later result, and
 * one who joins after it sees the outcome at once.
 */
export function remainingRevealMs(round: LiveRound, serverNow: number, revealMs: number): number {
  if (round.phase !== 'result' || round.outcome === null) return 0;
  const resultAt = round.result_at ? Date.parse(round.result_at) : Number.NaN;
  const endsAt = Number.isNaN(resultAt) ? serverNow + revealMs : resultAt + revealMs;
  const remaining = Math.min(revealMs, endsAt - serverNow);
  return remaining >= MIN_REVEAL_MS ? Math.round(remaining) : 0;
}
