/**
 * What the exact-return search (`exact-return.ts`) and its joint split check (`joint-split.ts`) share: hands by
 * card value, the shoe left, the dealer's finishing ways, and net results in half-stakes.
 */
import type { Exact } from '../../exact';
import { exact } from '../../exact';
import type { BasicStrategy } from './basic-strategy';
import type { BlackjackRules } from './rules';

export type Hand = {
  /** Sum with aces as one. */
  readonly hard: number;
  readonly hasAce: boolean;
  readonly cards: number;
  /** The first two cards' values while the hand has at most two, for pairs. */
  readonly first: number;
  readonly second: number;
  readonly stake: 1 | 2;
  readonly fromSplit: boolean;
  readonly finished: boolean;
};

export const best = (hard: number, hasAce: boolean) => (hasAce && hard + 10 <= 21 ? hard + 10 : hard);
export const isSoft = (hard: number, hasAce: boolean) => hasAce && hard + 10 <= 21;
export const totalOf = (hand: Hand) => best(hand.hard, hand.hasAce);

export const withCard = (hand: Hand, value: number): Hand => ({
  ...hand,
  hard: hand.hard + value,
  hasAce: hand.hasAce || value === 1,
  cards: hand.cards + 1,
  second: hand.cards === 1 ? value : hand.second,
});

/** Dealer outcome slots: final 17, 18, 19, 20, 21, then bust. */
export const OUTCOMES = 6;
export const BUST = 5;

export type Search = {
  readonly rules: BlackjackRules;
  readonly strategy: BasicStrategy;
  /** Cards left by value, index 1–10. */
  readonly left: number[];
  size: number;
  upcard: number;
  /** Σ weight × score, by cards drawn in the round. */
  sums: bigint[];
  /**
   * What a finished round scores against a dealer outcome slot, in whole units: its net result in half-stakes for
   * the return (`netAgainst`), 1 if it returns anything for the hit rate.
   */
  readonly score: (hands: readonly Hand[], outcome: number) => number;
  /**
   * The expected score, in the result's unit, of splitting a pair of `pairValue` over the shoe left (`left`, the
   * pair and the up card out), the dealer's blackjack excluded: `splitValue` for the return.
   */
  readonly scoreSplit: (search: Search, pairValue: number) => Exact;
  /** Expected score of the rounds whose pair was split, in the result's unit. */
  splits: Exact;
  dealerMemo: Map<string, Float64Array>;
  /** Value splits by enumerating the split hands together (slow) instead of from hands played alone; return only. */
  readonly jointSplits: boolean;
};

export const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Takes one card of `value` from the shoe left for the visit, and puts it back. */
export function draw(search: { left: number[]; size: number }, value: number, visit: (count: number) => void): void {
  const count = search.left[value]!;
  if (count === 0) return;
  search.left[value] = count - 1;
  search.size -= 1;
  visit(count);
  search.left[value] = count;
  search.size += 1;
}

export function addTo(search: { sums: bigint[] }, drawn: number, amount: bigint): void {
  while (search.sums.length <= drawn) search.sums.push(0n);
  search.sums[drawn] = search.sums[drawn]! + amount;
}

/**
 * Ordered ways, as products of counts, for the dealer to finish from this hand on the shoe left: `result[d × 6 +
 * outcome]` for d more cards. With `barred` set, the hand is the up card alone and its first card is the hole card,
 * which the peek has shown is not `barred` (the card that would have made a blackjack).
 *
 * Memoised on the hand and the shoe left, so the dealer's own draws in another order, and player hands that leave
 * the same cards, are computed once. All terms are non-negative, so if every result is a safe integer every
 * intermediate sum was exact; a check guards that claim (long dealer hands are made of small cards, at most 24 of
 * a value in six decks, and stay far below 2^53).
 */
export function dealerWays(
  search: Search,
  hard: number,
  hasAce: boolean,
  holePending: boolean,
  barred: number,
): Float64Array {
  if (!holePending) {
    const total = best(hard, hasAce);
    const hits = total < 17 || (total === 17 && search.rules.dealerHitsSoft17 && isSoft(hard, hasAce));
    if (!hits) return STANDS[total > 21 ? BUST : total - 17]!;
  }
  const left = search.left;
  const key = `${hard}${hasAce ? 's' : 'h'}${holePending ? barred : '-'}|${left.join(',')}`;
  const known = search.dealerMemo.get(key);
  if (known) return known;
  let result = new Float64Array(0);
  for (let value = 1; value <= 10; value += 1) {
    const count = left[value]!;
    if (count === 0 || (holePending && value === barred)) continue;
    left[value] = count - 1;
    const after = dealerWays(search, hard + value, hasAce || value === 1, false, 0);
    left[value] = count;
    if (after.length + OUTCOMES > result.length) {
      const longer = new Float64Array(after.length + OUTCOMES);
      longer.set(result);
      result = longer;
    }
    for (let index = 0; index < after.length; index += 1) result[index + OUTCOMES]! += count * after[index]!;
  }
  if (!result.every(Number.isSafeInteger)) throw new RangeError('dealer ways exceed the exact Number range');
  search.dealerMemo.set(key, result);
  return result;
}

/** A dealer hand that stands at once: one way, no more cards, in its outcome slot. */
const STANDS = Array.from({ length: OUTCOMES }, (_, outcome) => {
  const ways = new Float64Array(OUTCOMES);
  ways[outcome] = 1;
  return ways;
});

/** Net result in half-stakes of the player's hands against a dealer outcome slot. */
export function netAgainst(hands: readonly Hand[], outcome: number): number {
  let net = 0;
  for (const hand of hands) {
    const total = totalOf(hand);
    const stake = 2 * hand.stake;
    if (total > 21) net -= stake;
    else if (outcome === BUST || total > outcome + 17) net += stake;
    else if (total < outcome + 17) net -= stake;
  }
  return net;
}

/** The hole card the peek rules out: a ten under an ace, an ace under a ten; 0 when the dealer does not peek. */
export const barredHole = (upcard: number) => (upcard === 1 ? 10 : upcard === 10 ? 1 : 0);

export const singleCard = (value: number): Hand => ({
  hard: value,
  hasAce: value === 1,
  cards: 1,
  first: value,
  second: 0,
  stake: 1,
  fromSplit: true,
  finished: false,
});

/**
 * Σ sums[d] / (size)_d, divided by `unitsPerStake`: an expected result in stakes from whole-number sums (in
 * `unitsPerStake`ths of a stake) of path weights by cards drawn.
 */
export function expectedNet(sums: readonly bigint[], size: number, unitsPerStake: number): Exact {
  let numerator = 0n;
  let denominator = 1n;
  sums.forEach((sum, drawn) => {
    if (sum === 0n) return;
    const ways = fallingFactorial(size, drawn);
    numerator = numerator * ways + sum * denominator;
    denominator *= ways;
  });
  return exact(numerator, denominator * BigInt(unitsPerStake));
}

/** N(N−1)…(N−k+1). */
export const fallingFactorial = (size: number, k: number) => {
  let product = 1n;
  for (let i = 0; i < k; i += 1) product *= BigInt(size - i);
  return product;
};
