import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Exact } from '../../exact';
import { add, exact, toNumber } from '../../exact';
import { BASIC_STRATEGY, strategyMove } from './basic-strategy';
import { blackjackExactHitRate, hitChanceOver, returnsAnything } from './exact-hit-rate';
import { freshSearch } from './exact-return';
import { fallingFactorial } from './exact-search';
import { BLACKJACK_BASIC_STRATEGY_HIT_RATE, blackjackHitRate } from './exact-rtp';
import { BLACKJACK } from './rules';
import { splitHitChance } from './split-hit-chance';

const docs = readFileSync(new URL('../../../../../docs/game-maths-tables.md', import.meta.url), 'utf8');

type Hand = { readonly cards: readonly number[]; readonly fromSplit: boolean; readonly finished: boolean };

const valueOf = (cards: readonly number[]) => {
  const hard = cards.reduce((total, card) => total + card, 0);
  const soft = cards.includes(1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
};
const isNatural = (first: number, second: number) => first + second === 11 && (first === 1 || second === 1);

/**
 * The chance of a round with `upcard` up that returns anything, over the small shoe `shoe` (counts by value, 1–10),
 * by dealing every card sequence one card at a time in the engine's order: player, up card, player, hole card (the
 * peek), the player's hands one after another (a split hand gets its second card when it comes into play), then
 * the dealer. Nothing of the exact search is shared but the strategy table: no hole card moved to the end, no
 * hands played alone or merged, no multisets.
 */
function dealtOneByOne(shoe: readonly number[], upcard: number): Exact {
  const rules = BLACKJACK;
  const left = [...shoe];
  const sums: bigint[] = [];
  const record = (dealt: number, weight: bigint) => (sums[dealt] = (sums[dealt] ?? 0n) + weight);
  const deal = (weight: bigint, dealt: number, next: (card: number, weight: bigint, dealt: number) => void) => {
    if (left.every((count) => count === 0)) throw new Error('the small shoe ran out: choose a bigger one');
    for (let card = 1; card <= 10; card += 1) {
      const count = left[card]!;
      if (count === 0) continue;
      left[card] = count - 1;
      next(card, weight * BigInt(count), dealt + 1);
      left[card] = count;
    }
  };
  const dealerPlays = (dealer: number[], hands: readonly Hand[], weight: bigint, dealt: number) => {
    const { total, soft } = valueOf(dealer);
    if (total < 17 || (total === 17 && soft && rules.dealerHitsSoft17)) {
      return deal(weight, dealt, (card, w, d) => dealerPlays([...dealer, card], hands, w, d));
    }
    const returns = (hand: Hand) => {
      const player = valueOf(hand.cards).total;
      return player <= 21 && (total > 21 || player >= total);
    };
    if (hands.some(returns)) record(dealt, weight);
  };
  const advance = (hands: readonly Hand[], active: number, dealer: number[], weight: bigint, dealt: number): void => {
    const hand = hands[active]!;
    const replace = (...next: Hand[]) => [...hands.slice(0, active), ...next, ...hands.slice(active + 1)];
    if (hand.cards.length === 1) {
      return deal(weight, dealt, (card, w, d) => {
        const cards = [...hand.cards, card];
        const finished = hand.cards[0] === 1 || valueOf(cards).total === 21;
        advance(replace({ ...hand, cards, finished }), active, dealer, w, d);
      });
    }
    if (!hand.finished) {
      const twoCards = hand.cards.length === 2;
      const pair = twoCards && hand.cards[0] === hand.cards[1];
      const move = strategyMove(
        BASIC_STRATEGY,
        { ...valueOf(hand.cards), pairValue: pair ? hand.cards[0] : undefined },
        upcard,
        {
          double: twoCards && (!hand.fromSplit || rules.doubleAfterSplit),
          split: pair && hands.length < rules.maxHands && !(hand.fromSplit && hand.cards[0] === 1),
        },
      );
      if (move === 'stand') return advance(replace({ ...hand, finished: true }), active, dealer, weight, dealt);
      if (move === 'split') {
        const [first, second] = hand.cards as [number, number];
        const one = { fromSplit: true, finished: false };
        return advance(replace({ ...one, cards: [first] }, { ...one, cards: [second] }), active, dealer, weight, dealt);
      }
      return deal(weight, dealt, (card, w, d) => {
        const cards = [...hand.cards, card];
        const finished = move === 'double' || valueOf(cards).total >= 21;
        advance(replace({ ...hand, cards, finished }), active, dealer, w, d);
      });
    }
    if (active < hands.length - 1) return advance(hands, active + 1, dealer, weight, dealt);
    // All bust: the dealer does not draw, and nothing comes back.
    if (hands.some((other) => valueOf(other.cards).total <= 21)) dealerPlays(dealer, hands, weight, dealt);
  };
  deal(1n, 0, (p1, w1, d1) => {
    const upcards = left[upcard]!;
    if (upcards === 0) return;
    left[upcard] = upcards - 1;
    deal(w1 * BigInt(upcards), d1 + 1, (p2, w3, d3) =>
      deal(w3, d3, (hole, w4, d4) => {
        // The peek: a dealer blackjack ends the round, and only a player blackjack gets its stake back.
        if ((upcard === 1 || upcard === 10) && isNatural(upcard, hole)) {
          if (isNatural(p1, p2)) record(d4, w4);
          return;
        }
        if (isNatural(p1, p2)) return record(d4, w4);
        advance([{ cards: [p1, p2], fromSplit: false, finished: false }], 0, [upcard, hole], w4, d4);
      }),
    );
    left[upcard] = upcards;
  });
  const size = shoe.reduce((total, count) => total + count, 0);
  return sums.reduce<Exact>((total, sum, dealt) => add(total, exact(sum, fallingFactorial(size, dealt))), exact(0));
}

/** The exact search over the same small shoe. */
function searched(shoe: readonly number[], upcard: number): Exact {
  const search = freshSearch(BLACKJACK, BASIC_STRATEGY, { score: returnsAnything, scoreSplit: splitHitChance });
  search.left.splice(0, search.left.length, ...shoe);
  search.size = shoe.reduce((total, count) => total + count, 0);
  return hitChanceOver(search, [upcard]);
}

describe('blackjack exact hit rate of the basic strategy', () => {
  // Counts of A, 2, …, 10 (index 0 unused): three eights so 8-8 can be split twice, two aces, sevens and (in the
  // second) twos, and enough tens that no round can empty the shoe (dealing one by one would say so). Small enough
  // to deal one by one in a few seconds.
  const withoutTwos = [0, 2, 1, 1, 0, 1, 1, 2, 3, 0, 4];
  const withTwos = [0, 2, 2, 1, 0, 1, 1, 2, 3, 0, 4];

  it.each([
    [10, withoutTwos],
    [1, withoutTwos],
    [7, withTwos],
    [2, withTwos],
  ])(
    'matches dealing a small shoe one card at a time in the engine order, with %i up (splits and resplits included)',
    (upcard, shoe) => {
      expect(searched(shoe, upcard)).toEqual(dealtOneByOne(shoe, upcard));
    },
    20_000,
  );

  it('recomputes, for the rounds under a ten, the recorded exact chance', () => {
    // One up card keeps the test to seconds; `npm run rtp:blackjack` recomputes all ten.
    const { hitRate } = blackjackExactHitRate(BLACKJACK, BASIC_STRATEGY, [10]);
    expect(hitRate).toEqual(
      exact(
        11_684_584_962_640_745_072_616_072_934_307_283_710_522_435_931_777_148n,
        82_809_447_551_638_648_692_499_644_699_750_190_510_802_875_505_690_625n,
      ),
    );
  }, 30_000);

  it('publishes the pinned hit rate in the docs and as the catalogue figure', () => {
    expect(blackjackHitRate()).toBe(BLACKJACK_BASIC_STRATEGY_HIT_RATE);
    const { n, d } = BLACKJACK_BASIC_STRATEGY_HIT_RATE;
    expect(docs).toContain(`${n}/${d}`);
    expect(docs).toContain(`${(toNumber(BLACKJACK_BASIC_STRATEGY_HIT_RATE) * 100).toFixed(4)}%`);
  });
});
