import type { LiveRound } from '@casino/contracts';

/**
 * The table's times are the server's. A player's clock may be seconds off, so every countdown reads the server's
 * clock: the local one plus the offset measured from `server_time` on each table read.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number | undefined {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return undefined;
  // The server stamped its answer somewhere between the request leaving and the answer arriving: take the middle.
  return server - (sentAt + receivedAt) / 2;
}

/** Used when a round's opening time is unknown (a server that does not say): the table schedule's usual window. */
export const DEFAULT_BETTING_MS = 15_000;

export type Countdown = {
  /** Milliseconds of betting left, never below 0. */
  readonly remainingMs: number;
  /** Whole seconds shown, rounded up: "1" until the very end, never "0" while bets are still taken. */
  readonly seconds: number;
  /** The share of the window left, 1 when it opens, 0 when it closes: the ring's length. */
  readonly fraction: number;
};

/**
 * How much of the betting window is left at `serverNow`. The window runs from the round's `opened_at` (or else
 * `opensAt`: the previous round's `next_round_at`, or when the frame saw it open) to `betting_closes_at`; unknown,
 * it is the usual window. A frame that joins mid-window so draws a speed or crash table's shorter ring right.
 */
export function bettingCountdown(round: LiveRound, serverNow: number, opensAt: number | undefined): Countdown {
  const closesAt = Date.parse(round.betting_closes_at);
  const remainingMs = Math.max(0, closesAt - serverNow);
  const openedAt = round.opened_at ? Date.parse(round.opened_at) : (opensAt ?? Number.NaN);
  const known = openedAt < closesAt ? closesAt - openedAt : undefined;
  const windowMs = Math.max(known ?? DEFAULT_BETTING_MS, remainingMs, 1);
  return { remainingMs, seconds: Math.ceil(remainingMs / 1000), fraction: remainingMs / windowMs };
}

/**
 * Decision tables: how much of the decision window is left at `serverNow`. The window opens as betting closes and
 * the deal is shown, and ends at the round's `result_at`; undefined for a round without one (no deal yet, another
 * kind of table, or the result already out).
 */
export function decisionCountdown(round: LiveRound, serverNow: number): Countdown | undefined {
  if (round.phase !== 'closed' || round.deal === null || !round.result_at) return undefined;
  const endsAt = Date.parse(round.result_at);
  if (Number.isNaN(endsAt)) return undefined;
  const remainingMs = Math.max(0, endsAt - serverNow);
  const known = endsAt - Date.parse(round.betting_closes_at);
  const windowMs = Math.max(Number.isNaN(known) ? 0 : known, remainingMs, 1);
  return { remainingMs, seconds: Math.ceil(remainingMs / 1000), fraction: remainingMs / windowMs };
}

/** Whole seconds until the next round opens, or undefined when the table has not said (or the time has passed). */
export function secondsToNextRound(round: LiveRound, serverNow: number): number | undefined {
  if (!round.next_round_at) return undefined;
  const remaining = Date.parse(round.next_round_at) - serverNow;
  return remaining > 0 ? Math.ceil(remaining / 1000) : undefined;
}
