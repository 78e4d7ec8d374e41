import type { Exact } from '../../exact';
import { add, exact } from '../../exact';
import { CASINO_HOLDEM } from './casino-holdem';
import { DEALS } from './exact-return';

/**
 * The exact RTP, hit rate and call rate of the best call-or-fold decision on every hole pair and flop under
 * `CASINO_HOLDEM`, as `casinoHoldemExactReturn` computes them. Pinned because the computation takes about a minute,
 * far too long for a catalogue request: `npm run rtp:casino-holdem -w @casino/game-engine` recomputes them, checks
 * them by simulation and says whether they still match. The RTP is the published 2.16% house edge on the ante.
 */
export const CASINO_HOLDEM_OPTIMAL_RTP: Exact = exact(61_849_287_523n, 63_213_204_600n);
export const CASINO_HOLDEM_OPTIMAL_HIT_RATE: Exact = exact(205_368_001_511n, 409_026_618_000n);
export const CASINO_HOLDEM_CALL_RATE: Exact = exact(13_057n, 15_925n);

/** The rules page's strategy (`callsByTheRules`): its exact RTP, and the deals in which it is paid on a flush. */
export const CASINO_HOLDEM_RULES_RTP: Exact = exact(73_319_525_599n, 75_581_005_500n);
export const CASINO_HOLDEM_RULES_PAID_FLUSH_ANTES = 663_110_031_528n;

/**
 * The rules page's strategy with a flush paying `toOne` on the ante instead: only the flushes paid change, by the
 * difference on one ante. What a test needs to tell a mispaid table from the real one.
 */
export const casinoHoldemRulesRtpWithFlushPaying = (toOne: number): Exact =>
  add(
    CASINO_HOLDEM_RULES_RTP,
    exact(BigInt(toOne - CASINO_HOLDEM.antePays.flush) * CASINO_HOLDEM_RULES_PAID_FLUSH_ANTES, DEALS),
  );

/** What the catalogue shows as Casino Hold'em's `payout` and `hit_rate`: the best decisions. */
export const casinoHoldemExactRtp = (): Exact => CASINO_HOLDEM_OPTIMAL_RTP;
export const casinoHoldemHitRate = (): Exact => CASINO_HOLDEM_OPTIMAL_HIT_RATE;
