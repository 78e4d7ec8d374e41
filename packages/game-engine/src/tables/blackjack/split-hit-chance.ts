import type { Exact } from '../../exact';
import type { CodeTable } from './code-table';
import { dealerFinishes, dealerWaysAgainst } from './dealer-finishes';
import type { Search } from './exact-search';
import { BUST, expectedNet, fallingFactorial, OUTCOMES, VALUES } from './exact-search';
import { ModularSums } from './modular-sums';
import { forEachSplitDeal, mostSplitCards, STANDINGS, takenOf } from './split-hands';

/**
 * The chance that splitting a pair of `pairValue` returns anything (some hand wins or pushes), together with the
 * dealer not having blackjack (the peek has happened), over the shoe `search.left` after the pair and the up card.
 *
 * Unlike the expected return this is not a sum over hands, so the hands are taken jointly (`forEachSplitDeal`):
 * sequences by the cards they took and their best standing. Then the hole card and the dealer's draws, from what the
 * hands left. A sequence of cards with k of value v in all has weight Π over v (shoe count of v)_k, a falling
 * factorial, whatever its order, out of N(N − 1)… over its length; so for hands that took cards t, the dealer's ways
 * to finish are its multisets' orderings times Π (count of v − t of v)_(dealer's v) (`dealerWaysAgainst`), and the
 * round weighs (sequences) × Π (count of v)_(t of v) × (dealer's ways). Sums are kept per number of cards, as
 * everywhere in the exact search, and divided once.
 */
export function splitHitChance(search: Search, pairValue: number): Exact {
  const shoe = search.left;
  const finishes = dealerFinishes(search.rules, search.upcard);
  const mostDealerCards = finishes.slots / OUTCOMES - 1;

  // fallings[start(v, t) + k] = (shoe count of v − t)_k, for the dealer after hands that took t of v.
  const depth = finishes.mostOfOneValue + 1;
  const rowsPerValue = Math.max(...VALUES.map((value) => shoe[value]!)) + 1;
  const fallings = new Float64Array(11 * rowsPerValue * depth);
  for (const value of VALUES) {
    for (let taken = 0; taken <= shoe[value]!; taken += 1) {
      let product = 1;
      for (let k = 0; k < depth; k += 1) {
        fallings[(value * rowsPerValue + taken) * depth + k] = product;
        product *= Math.max(0, shoe[value]! - taken - k);
      }
    }
  }

  // The paths of L cards weigh N(N − 1)… (L factors) at most in all, which grows with L up to N: each sum stays
  // below that for the longest path.
  const mostCards = mostSplitCards(search, pairValue) + mostDealerCards;
  const sums = new ModularSums(fallingFactorial(search.size, Math.min(mostCards, search.size)), mostCards + 1);
  const { primes } = sums;
  // takenResidues[prime][v × rowsPerValue + t] = (shoe count of v)_t modulo the prime: the hands' part of a weight.
  const takenResidues = primes.map((_, i) => {
    const residues = new Float64Array(11 * rowsPerValue);
    for (const value of VALUES) {
      let product = 1;
      for (let taken = 0; taken <= shoe[value]!; taken += 1) {
        residues[value * rowsPerValue + taken] = product;
        product = sums.reduce(product * (shoe[value]! - taken), i);
      }
    }
    return residues;
  });

  const start = new Int32Array(11);
  const taken = new Int32Array(11);
  const ways = new Float64Array(finishes.slots);
  const products = new Float64Array(finishes.parent.length);
  // Per best standing present in the row: its sequences × the hands' weight, by residues.
  const standingFactors = Array.from({ length: STANDINGS }, () => new Float64Array(primes.length));
  const present: number[] = [];
  const weighRow = (hands: CodeTable, row: number) => {
    const code = hands.codes[row]!;
    let cards = 0;
    for (const value of VALUES) {
      taken[value] = takenOf(code, value);
      // More than the shoe holds: no such deal (its weight is zero).
      if (taken[value]! > shoe[value]!) return;
      start[value] = (value * rowsPerValue + taken[value]!) * depth;
      cards += taken[value]!;
    }
    present.length = 0;
    for (let standing = 1; standing < STANDINGS; standing += 1) {
      if (hands.counts[row * STANDINGS + standing]! > 0) present.push(standing);
    }
    // All bust (standing 0) never returns anything.
    if (present.length === 0) return;
    for (let i = 0; i < primes.length; i += 1) {
      const residues = takenResidues[i]!;
      let weight = 1;
      for (let value = 1; value <= 10; value += 1) {
        if (taken[value]! > 0) weight = sums.reduce(weight * residues[value * rowsPerValue + taken[value]!]!, i);
      }
      for (const standing of present) {
        const sequences = sums.reduce(hands.counts[row * STANDINGS + standing]!, i);
        standingFactors[standing]![i] = sums.reduce(weight * sequences, i);
      }
    }
    dealerWaysAgainst(finishes, fallings, start, ways, products);
    for (let dealt = 1; dealt <= mostDealerCards; dealt += 1) {
      const slot = dealt * OUTCOMES;
      // Standing s returns something when the dealer busts or ends on 17 … s + 15 (slots 0 … s − 2): its dealer ways
      // add up as s rises.
      let returningWays = ways[slot + BUST]!;
      for (let standing = 1; standing < STANDINGS; standing += 1) {
        if (standing >= 2) returningWays += ways[slot + standing - 2]!;
        if (hands.counts[row * STANDINGS + standing]! === 0 || returningWays === 0) continue;
        if (!Number.isSafeInteger(returningWays)) throw new RangeError('dealer ways exceed the exact Number range');
        sums.addProduct(cards + dealt, standingFactors[standing]!, returningWays);
      }
    }
  };
  forEachSplitDeal(search, pairValue, (batch) => {
    for (let row = 0; row < batch.size; row += 1) weighRow(batch, row);
  });
  return expectedNet(sums.values(), search.size, 1);
}
