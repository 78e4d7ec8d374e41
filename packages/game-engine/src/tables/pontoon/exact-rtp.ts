import type { Exact } from '../../exact';
import { add, exact, mul, sub } from '../../exact';
import { PONTOON } from './rules';

/**
 * The exact RTP and hit rate of `PONTOON_STRATEGY` under `PONTOON`, as `pontoonExactReturn` computes them. Pinned
 * because the computation takes a few seconds, too long for a catalogue request:
 * `npm run rtp:pontoon -w @casino/game-engine` recomputes them and says whether they still match.
 */
export const PONTOON_STRATEGY_RTP: Exact = exact(9_510_667_408_093n, 9_749_949_709_500n);
export const PONTOON_STRATEGY_HIT_RATE: Exact = exact(5_672_747_661_041n, 13_191_108_430_500n);

/** What the catalogue shows as pontoon's `payout`: the rules page's strategy. */
export const pontoonExactRtp = (): Exact => PONTOON_STRATEGY_RTP;
export const pontoonHitRate = (): Exact => PONTOON_STRATEGY_HIT_RATE;

/**
 * The chance of a player's pontoon the banker does not match: an ace and a ten-card (2 · 4 · 16 of 52 · 51 ordered
 * pairs), times the chance the banker's two cards of the 50 left are not the other three aces and fifteen tens.
 */
export const PAID_PONTOON_CHANCE: Exact = mul(exact(2 * 4 * 16, 52 * 51), sub(exact(1), exact(2 * 3 * 15, 50 * 49)));

/**
 * The same game and strategy with a pontoon paying `toOne` instead of 2:1: a pontoon ends the round at once, so no
 * decision depends on its payout and the RTP moves by the difference times the chance of a paid pontoon.
 */
export function pontoonRtpWithPontoonPaying(toOne: number): Exact {
  const change = sub(exact(Math.round(toOne * 100), 100), exact(Math.round(PONTOON.pontoonPays * 100), 100));
  return add(PONTOON_STRATEGY_RTP, mul(change, PAID_PONTOON_CHANCE));
}
