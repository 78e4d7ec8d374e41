import type { Exact } from '../../exact';
import { exact } from '../../exact';

/**
 * The exact RTP, hit rate and call rate of the best call-or-fold decision on every hole pair and flop under
 * `CASINO_HOLDEM`, as `casinoHoldemExactReturn` computes them. Pinned because the computation takes about a minute,
 * far too long for a catalogue request: `npm run rtp:casino-holdem -w @casino/game-engine` recomputes them, checks
 * them by simulation and says whether they still match. The RTP is the published 2.16% house edge on the ante.
 */
export const CASINO_HOLDEM_OPTIMAL_RTP: Exact = exact(61_849_287_523n, 63_213_204_600n);
export const CASINO_HOLDEM_OPTIMAL_HIT_RATE: Exact = exact(205_368_001_511n, 409_026_618_000n);
export const CASINO_HOLDEM_CALL_RATE: Exact = exact(13_057n, 15_925n);

/** What the catalogue shows as Casino Hold'em's `payout` and `hit_rate`: the best decisions. */
export const casinoHoldemExactRtp = (): Exact => CASINO_HOLDEM_OPTIMAL_RTP;
export const casinoHoldemHitRate = (): Exact => CASINO_HOLDEM_OPTIMAL_HIT_RATE;
