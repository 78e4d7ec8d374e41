import type { Exact } from '../../exact';
import { add, exact } from '../../exact';
import { CARIBBEAN_STUD } from './caribbean-stud';
import type { PokerHand } from './hand-rank';
import { DEALS } from './exact-return';

/**
 * The exact RTP and hit rate of the best raise-or-fold decision on every hand and up card under `CARIBBEAN_STUD`,
 * as `caribbeanStudExactReturn` computes them. Pinned because the computation takes tens of seconds, too long for a
 * catalogue request: `npm run rtp:caribbean-stud -w @casino/game-engine` recomputes them and says whether they still
 * match. The RTP is the published 5.224% house edge on the ante.
 */
export const CARIBBEAN_STUD_OPTIMAL_RTP: Exact = exact(2_576_630_879n, 2_718_662_100n);
export const CARIBBEAN_STUD_OPTIMAL_HIT_RATE: Exact = exact(640_302_651_269n, 1_661_102_543_100n);

/** Deals (of `DEALS`) in which the player raises and beats a qualifying dealer, by the player's hand. */
export const CARIBBEAN_STUD_PAID_RAISES: Readonly<Record<PokerHand, bigint>> = {
  'high-card': 18_505_682_208n,
  pair: 2_324_742_321_600n,
  'two-pair': 488_012_139_360n,
  'three-of-a-kind': 234_242_908_320n,
  straight: 43_805_516_100n,
  flush: 21_856_990_280n,
  'full-house': 16_624_475_280n,
  'four-of-a-kind': 2_832_435_800n,
  'straight-flush': 156_929_720n,
  'royal-flush': 16_759_740n,
};

/** What the catalogue shows as Caribbean Stud's `payout`: the rules page's best decisions. */
export const caribbeanStudExactRtp = (): Exact => CARIBBEAN_STUD_OPTIMAL_RTP;
export const caribbeanStudHitRate = (): Exact => CARIBBEAN_STUD_OPTIMAL_HIT_RATE;

/**
 * The same decisions with the raise on `hand` paying `toOne` instead: only paid raises on that hand change, by the
 * difference on a raise of twice the ante. Not the best play for that paytable (which could only return more), but
 * exact for these decisions: what a test needs to tell a mispaid table from the real one.
 */
export function caribbeanStudRtpWithRaisePaying(hand: PokerHand, toOne: number): Exact {
  const changeInHundredths = BigInt(Math.round((toOne - CARIBBEAN_STUD.raisePays[hand]) * 100));
  return add(
    CARIBBEAN_STUD_OPTIMAL_RTP,
    exact(2n * changeInHundredths * CARIBBEAN_STUD_PAID_RAISES[hand], DEALS * 100n),
  );
}
