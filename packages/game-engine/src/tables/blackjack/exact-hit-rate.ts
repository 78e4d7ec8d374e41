import type { Exact } from '../../exact';
import { add } from '../../exact';
import type { BasicStrategy } from './basic-strategy';
import { BASIC_STRATEGY } from './basic-strategy';
import type { Hand, Search } from './exact-search';
import { addTo, BUST, expectedNet, totalOf, VALUES } from './exact-search';
import { forEachStart, freshSearch, play } from './exact-return';
import type { BlackjackRules } from './rules';
import { BLACKJACK } from './rules';
import { splitHitChance } from './split-hit-chance';

/** 1 if some hand gets anything back (a win or a push) against the dealer's outcome slot (17–21, bust), else 0. */
export function returnsAnything(hands: readonly Hand[], outcome: number): number {
  const returns = (hand: Hand) => {
    const total = totalOf(hand);
    return total <= 21 && (outcome === BUST || total >= outcome + 17);
  };
  return hands.some(returns) ? 1 : 0;
}

export type BlackjackExactHitRate = {
  /** The chance a round returns anything, from the rounds with the up cards asked for (all by default). */
  readonly hitRate: Exact;
  /** Dealer shoe compositions the search of unsplit rounds evaluated. */
  readonly dealerShoes: number;
};

/**
 * The exact hit rate of `strategy` (never insuring) under `rules` over a fresh shoe: the chance the round returns
 * anything (a win, a push, or a natural, paid or pushed). A round that loses everything, all bust included,
 * returns nothing.
 *
 * The rounds are those of `blackjackExactReturn`, each scored 1 or 0 instead of by its net result. A split is not
 * a sum over its hands here (the round returns something when any hand does), so `splitHitChance` takes its hands
 * and the dealer jointly instead of hand by hand.
 */
export function blackjackExactHitRate(
  rules: BlackjackRules = BLACKJACK,
  strategy: BasicStrategy = BASIC_STRATEGY,
  upcards: readonly number[] = VALUES,
): BlackjackExactHitRate {
  const search = freshSearch(rules, strategy, { score: returnsAnything, scoreSplit: splitHitChance });
  return { hitRate: hitChanceOver(search, upcards), dealerShoes: search.dealerMemo.size };
}

/**
 * The chance of a round that returns anything, with one of `upcards` up, dealt from the shoe in `search` (a fresh
 * one for the game; the tests use small ones). `search` must score with `returnsAnything` and `splitHitChance`.
 */
export function hitChanceOver(search: Search, upcards: readonly number[]): Exact {
  const size = search.size;
  forEachStart(search, upcards, ({ hand, natural, weight, blackjackHoles, otherHoles }) => {
    // A natural is paid, or pushed by the dealer's blackjack: it returns something whatever the hole card. Any other
    // hand loses to the dealer's blackjack, so only the other hole cards play on.
    if (natural) return addTo(search, 4, weight * (blackjackHoles + otherHoles));
    play(search, [hand], 0, 3, weight);
  });
  return add(expectedNet(search.sums, size, 1), search.splits);
}
