import type { Exact } from '../../exact';
import { exact, mul, sub } from '../../exact';
import { paidNaturalChance } from './exact-return';
import type { BlackjackRules } from './rules';
import { BLACKJACK } from './rules';

/**
 * The exact RTP of `BASIC_STRATEGY` under `BLACKJACK`, as `blackjackExactReturn` computes it (splits included).
 * Pinned because the computation takes 30 s to 2 minutes:
 * `npm run rtp:blackjack -w @casino/game-engine` recomputes it and says whether it still matches.
 */
export const BLACKJACK_BASIC_STRATEGY_RTP: Exact = exact(
  9362078723107846708487204940674657350232183n,
  9400955294661208353322364587785826287026250n,
);

/**
 * The exact hit rate of the same game and strategy, as `blackjackExactHitRate` computes it: the chance the round
 * returns anything (a win, a push, or a natural, paid or pushed), split rounds taken jointly. Pinned because the
 * computation takes minutes; `npm run rtp:blackjack -w @casino/game-engine` recomputes it as well.
 */
export const BLACKJACK_BASIC_STRATEGY_HIT_RATE: Exact = exact(
  56990608740187621589529000362388072044241401926197984528447989516533n,
  108806729620805728801017323658129891720038955101588445579752757937500n,
);

/** What the catalogue shows as blackjack's `payout`: the rules page's strategy, never insuring. */
export const blackjackExactRtp = (): Exact => BLACKJACK_BASIC_STRATEGY_RTP;
export const blackjackHitRate = (): Exact => BLACKJACK_BASIC_STRATEGY_HIT_RATE;

/**
 * The same game and strategy with the natural paying `blackjackPays` to one instead of 3:2: only paid naturals
 * change, so the RTP moves by the difference times their chance (no decision depends on the natural's payout).
 */
export function blackjackRtpWithNaturalPaying(blackjackPays: number, rules: BlackjackRules = BLACKJACK): Exact {
  const change = sub(exact(Math.round(blackjackPays * 100), 100), exact(Math.round(rules.blackjackPays * 100), 100));
  return sub(BLACKJACK_BASIC_STRATEGY_RTP, mul(mul(change, exact(-1)), paidNaturalChance(rules.decks)));
}
