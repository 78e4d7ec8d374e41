import type { Exact } from '../../exact';
import { exact } from '../../exact';
import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { shuffledShoe } from '../shared/cards';
import { aceHigh, forEachRankDraw } from '../shared/rank-draws';
import { assertStake, winReturn } from '../shared/stake';

export type RedDogRules = {
  readonly decks: number;
  /** Winnings to one by spread (ranks strictly between the two cards): index 1, 2, 3, then 4 or more. */
  readonly spreadPayouts: { readonly 1: number; readonly 2: number; readonly 3: number; readonly wide: number };
  /** A pair followed by a third card of the same rank. */
  readonly threeOfAKind: number;
};

export const RED_DOG: RedDogRules = { decks: 8, spreadPayouts: { 1: 5, 2: 4, 3: 2, wide: 1 }, threeOfAKind: 11 };

export type RedDogBet = {
  readonly stake: number;
  /**
   * The player doubles the stake when the spread is at least this (fixed before the deal so a round is one pure
   * call). 7 is the best choice with 8 decks: from a spread of 7 the third card falls between more often than not.
   */
  readonly raiseFromSpread: number;
};

export type RedDogOutcome = {
  readonly cards: readonly Card[];
  /** Ranks strictly between the first two cards (aces high); undefined for a pair. */
  readonly spread: number | undefined;
  readonly raise: number;
  readonly returned: number;
};

const payoutFor = (rules: RedDogRules, spread: number) =>
  spread === 1
    ? rules.spreadPayouts[1]
    : spread === 2
      ? rules.spreadPayouts[2]
      : spread === 3
        ? rules.spreadPayouts[3]
        : rules.spreadPayouts.wide;

type Settled = { readonly spread: number | undefined; readonly raise: number; readonly returned: number };

/**
 * Consecutive cards push with no third card; a pair draws a third card and pays on three of a kind, otherwise
 * pushes. Any other spread pays by the spread table if the third card falls strictly between the two.
 */
function settle(rules: RedDogRules, bet: RedDogBet, first: number, second: number, third: number): Settled {
  if (first === second) {
    return {
      spread: undefined,
      raise: 0,
      returned: third === first ? winReturn(bet.stake, rules.threeOfAKind) : bet.stake,
    };
  }
  const [low, high] = first < second ? [first, second] : [second, first];
  const spread = high - low - 1;
  if (spread === 0) return { spread, raise: 0, returned: bet.stake };
  const raise = spread >= bet.raiseFromSpread ? bet.stake : 0;
  const between = third > low && third < high;
  return { spread, raise, returned: between ? winReturn(bet.stake + raise, payoutFor(rules, spread)) : 0 };
}

const needsThirdCard = (first: number, second: number) => Math.abs(first - second) !== 1;

function assertBet(bet: RedDogBet): void {
  assertStake(bet.stake);
  if (!Number.isInteger(bet.raiseFromSpread) || bet.raiseFromSpread < 1) {
    throw new RangeError(`raise from a spread of 1 or more (a large number never raises), got ${bet.raiseFromSpread}`);
  }
}

export function playRedDog(rules: RedDogRules, bet: RedDogBet, randomness: Randomness): RedDogOutcome {
  assertBet(bet);
  const shoe = shuffledShoe(rules.decks, randomness);
  const cards = [shoe.deal(), shoe.deal()];
  const [first, second] = cards.map((card) => aceHigh(card.rank)) as [number, number];
  if (needsThirdCard(first, second)) cards.push(shoe.deal());
  const third = cards[2] ? aceHigh(cards[2].rank) : 0;
  return { cards, ...settle(rules, bet, first, second, third) };
}

/** Expected net result per unit of the first stake, plus one ((returned − raise) ÷ stake), over every 3-card deal. */
export function redDogExactRtp(rules: RedDogRules, bet: RedDogBet): Exact {
  assertBet(bet);
  let net = 0n;
  const denominator = forEachRankDraw(rules.decks, 3, (ranks, ways) => {
    const [first, second, third] = ranks.map(aceHigh) as [number, number, number];
    const settled = settle(rules, bet, first, second, third);
    net += ways * BigInt(settled.returned - settled.raise);
  });
  return exact(net, denominator * BigInt(bet.stake));
}
