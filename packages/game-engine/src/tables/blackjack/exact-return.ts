import type { Exact } from '../../exact';
import { add, exact, mul } from '../../exact';
import type { BasicStrategy } from './basic-strategy';
import { BASIC_STRATEGY, strategyMove } from './basic-strategy';
import type { BlackjackRules } from './rules';
import { BLACKJACK } from './rules';
import type { Hand, Search } from './exact-search';
import {
  addTo,
  barredHole,
  BUST,
  dealerWays,
  draw,
  expectedNet,
  fallingFactorial,
  isSoft,
  netAgainst,
  OUTCOMES,
  singleCard,
  totalOf,
  VALUES,
  withCard,
} from './exact-search';
import { jointSplit } from './joint-split';

/**
 * The expected return of a fixed strategy, by enumerating every way the shoe can deal a round, without
 * replacement: player, dealer up card, player, then the player's cards, then the hole card and the dealer's cards.
 * (The engine deals the hole card fourth; no decision depends on it and cards are exchangeable, so drawing it with
 * the dealer's cards gives the same probabilities, provided it is barred from making the blackjack the peek ruled
 * out.) Cards are grouped by value (ace 1, 2–9, ten for tens and court cards); suits never matter.
 *
 * Exact for every round that is not split: each card of the round leaves the shoe for the cards after it. Split
 * rounds are computed from split hands played alone, which `splitValue` shows to be exact as well.
 *
 * A path that draws L cards in all has probability (product of the counts it drew) / (N(N−1)…(N−L+1)), so the
 * sums are kept per L as whole numbers (in half-stakes, so a 3:2 blackjack is whole) and divided once at the end.
 * The dealer's draws depend only on what is left in the shoe, so they are computed once per shoe composition.
 * The search scores rounds through `search.score` and `search.scoreSplit`, so the hit rate (`exact-hit-rate.ts`)
 * walks the same rounds.
 */
/**
 * All player hands are done: the hole card (not the blackjack card, the peek having shown so) and the dealer's
 * draws come from the shoe left. If every hand is bust the dealer does not draw, and only the hole card's
 * restriction weighs the path.
 */
function settle(search: Search, hands: readonly Hand[], drawn: number, weight: bigint): void {
  const barred = barredHole(search.upcard);
  if (hands.every((hand) => totalOf(hand) > 21)) {
    const holes = search.size - (barred ? search.left[barred]! : 0);
    addTo(search, drawn + 1, weight * BigInt(holes) * BigInt(search.score(hands, BUST)));
    return;
  }
  const ways = dealerWays(search, search.upcard, search.upcard === 1, true, barred);
  const nets = Array.from({ length: OUTCOMES }, (_, outcome) => search.score(hands, outcome));
  for (let more = 0; more * OUTCOMES < ways.length; more += 1) {
    // In Numbers when the sum of absolute terms is a safe integer (then every product and partial sum is exact).
    let total = 0;
    let bound = 0;
    for (let outcome = 0; outcome < OUTCOMES; outcome += 1) {
      const term = ways[more * OUTCOMES + outcome]! * nets[outcome]!;
      total += term;
      bound += Math.abs(term);
    }
    if (Number.isSafeInteger(bound)) {
      if (total !== 0) addTo(search, drawn + more, weight * BigInt(total));
      continue;
    }
    let exactTotal = 0n;
    for (let outcome = 0; outcome < OUTCOMES; outcome += 1) {
      exactTotal += BigInt(ways[more * OUTCOMES + outcome]!) * BigInt(nets[outcome]!);
    }
    addTo(search, drawn + more, weight * exactTotal);
  }
}

/** The engine's `advance` and the strategy's decisions, over every card the shoe can give. */
export function play(search: Search, hands: readonly Hand[], active: number, drawn: number, weight: bigint): void {
  const hand = hands[active]!;
  const replace = (next: Hand) => hands.map((other, index) => (index === active ? next : other));
  if (hand.cards === 1) {
    for (const value of VALUES) {
      draw(search, value, (count) => {
        const dealt = withCard(hand, value);
        const splitAce = hand.first === 1;
        const finished = splitAce || totalOf(dealt) === 21;
        play(search, replace({ ...dealt, finished }), active, drawn + 1, weight * BigInt(count));
      });
    }
    return;
  }
  if (hand.finished) {
    if (active === hands.length - 1) return settle(search, hands, drawn, weight);
    return play(search, hands, active + 1, drawn, weight);
  }
  const twoCards = hand.cards === 2;
  const pair = twoCards && hand.first === hand.second;
  const splitAces = hand.fromSplit && hand.first === 1;
  const move = strategyMove(
    search.strategy,
    { total: totalOf(hand), soft: isSoft(hand.hard, hand.hasAce), pairValue: pair ? hand.first : undefined },
    search.upcard,
    {
      double: twoCards && (!hand.fromSplit || search.rules.doubleAfterSplit),
      split: pair && hands.length < search.rules.maxHands && !splitAces,
    },
  );
  switch (move) {
    case 'stand':
      return play(search, replace({ ...hand, finished: true }), active, drawn, weight);
    case 'hit':
    case 'double':
      for (const value of VALUES) {
        draw(search, value, (count) => {
          const dealt = withCard(hand, value);
          const next =
            move === 'double'
              ? { ...dealt, stake: 2 as const, finished: true }
              : { ...dealt, finished: totalOf(dealt) >= 21 };
          play(search, replace(next), active, drawn + 1, weight * BigInt(count));
        });
      }
      return;
    case 'split': {
      if (search.jointSplits) return jointSplit(search, hand.first, drawn, weight);
      // Only the first hand is ever split here: `scoreSplit` values the split hands, resplits included.
      search.splits = add(
        search.splits,
        mul(exact(weight, fallingFactorial(search.size + drawn, drawn)), search.scoreSplit(search, hand.first)),
      );
      return;
    }
  }
}

/** Σ sums[d] / (size)_d, halved: an expected net result in stakes from sums in half-stakes by cards drawn. */
const halfStakesNet = (sums: readonly bigint[], size: number): Exact => expectedNet(sums, size, 2);

/**
 * One split hand started from `pairValue` on the shoe `left`, played alone and never split again, with the dealer
 * drawing after it: its expected net result (`all`), and the part of it from first cards other than the pair's
 * (`otherFirst`). Both in stakes, over the shoe given.
 */
function splitHandAlone(search: Search, pairValue: number, left: readonly number[]): { all: Exact; otherFirst: Exact } {
  const size = left.reduce((total, count) => total + count, 0);
  const alone: Search = {
    ...search,
    rules: { ...search.rules, maxHands: 1 },
    left: [...left],
    size,
    sums: [],
    splits: exact(0),
  };
  const pairFirst: bigint[] = [];
  const otherFirst: bigint[] = [];
  for (const value of VALUES) {
    alone.sums = value === pairValue ? pairFirst : otherFirst;
    draw(alone, value, (count) => {
      const dealt = withCard(singleCard(pairValue), value);
      const finished = pairValue === 1 || totalOf(dealt) === 21;
      play(alone, [{ ...dealt, finished }], 0, 1, BigInt(count));
    });
  }
  const length = Math.max(pairFirst.length, otherFirst.length);
  const both = Array.from({ length }, (_, d) => (pairFirst[d] ?? 0n) + (otherFirst[d] ?? 0n));
  return { all: halfStakesNet(both, size), otherFirst: halfStakesNet(otherFirst, size) };
}

const without = (left: readonly number[], ...values: number[]) => {
  const fewer = [...left];
  for (const value of values) fewer[value]! -= 1;
  return fewer;
};

/**
 * The exact expected net result of splitting a pair of `pairValue` on the shoe left after the two cards and the up
 * card (S, N cards, c of the pair's value), computed from hands played alone.
 *
 * Why hands played alone are exact: no decision of a split hand depends on another hand's cards, so where a hand
 * stops drawing is a stopping time of the card sequence. For cards dealt without replacement, the chance that the
 * cards after time t make any given sequence, given what has been seen, is a martingale in t (the unseen cards are
 * in random order, so the cards at t + 2… look like those at t + 1…); by optional stopping, a hand's expected result
 * against a dealer drawing after the later hands equals its expected result against a dealer drawing right after
 * it. Only which hands exist depends on other hands' cards (a resplit), and that is conditioned on explicitly:
 *
 * - two hands at most, or aces (never resplit): 2·A(S), A being one hand's expected net when it may not split;
 * - three hands: the first hand's first card is the pair's (chance c/N): three hands from S less that card, 3·A(S −
 *   v); otherwise (first card x) the first hand is worth its part O(S) of A(S) from such cards, and the second hand
 *   resplits with chance c/(N − 1) into two hands worth 2·A(S − x − v), or is worth O(S − x).
 */
function splitValue(search: Search, pairValue: number): Exact {
  const { maxHands } = search.rules;
  if (maxHands > 3) throw new RangeError('the exact return models splitting to at most three hands');
  const shoe = search.left;
  const size = search.size;
  if (maxHands === 2 || pairValue === 1) return mul(exact(2), splitHandAlone(search, pairValue, shoe).all);
  const pairs = shoe[pairValue]!;
  let value = splitHandAlone(search, pairValue, shoe).otherFirst;
  if (pairs > 0) {
    const resplitFirst = splitHandAlone(search, pairValue, without(shoe, pairValue)).all;
    value = add(value, mul(exact(3 * pairs, size), resplitFirst));
  }
  for (const first of VALUES) {
    if (first === pairValue || shoe[first] === 0) continue;
    const afterFirst = without(shoe, first);
    let second = splitHandAlone(search, pairValue, afterFirst).otherFirst;
    if (pairs > 0) {
      const resplit = splitHandAlone(search, pairValue, without(afterFirst, pairValue)).all;
      second = add(second, mul(exact(2 * pairs, size - 1), resplit));
    }
    value = add(value, mul(exact(shoe[first]!, size), second));
  }
  return value;
}

/** A fresh shoe's search, scoring rounds with `score` and splits with `scoreSplit`. */
export function freshSearch(
  rules: BlackjackRules,
  strategy: BasicStrategy,
  scoring: Pick<Search, 'score' | 'scoreSplit'>,
  jointSplits = false,
): Search {
  const left = VALUES.map((value) => (value === 10 ? 16 : 4) * rules.decks);
  return {
    rules,
    strategy,
    left: [0, ...left],
    size: 52 * rules.decks,
    upcard: 0,
    sums: [],
    ...scoring,
    splits: exact(0),
    dealerMemo: new Map(),
    jointSplits,
  };
}

/** A round's first three cards, as `forEachStart` hands them out. */
export type Start = {
  readonly hand: Hand;
  /** A player blackjack. */
  readonly natural: boolean;
  /** The product of the counts drawn (player, up card, player). */
  readonly weight: bigint;
  /** Hole cards that give the dealer a blackjack, which the peek settles at once, and hole cards that do not. */
  readonly blackjackHoles: bigint;
  readonly otherHoles: bigint;
};

/**
 * Player, up card, player from the shoe in `search` (fresh for the game), each way handed to `visit` with the shoe
 * left in `search`. The hole card is drawn with the dealer's cards (exchangeable: no decision depends on it), except
 * to settle blackjacks at once, so `visit` gets the counts of hole cards that do and do not make one.
 */
export function forEachStart(search: Search, upcards: readonly number[], visit: (start: Start) => void): void {
  for (const p1 of VALUES) {
    draw(search, p1, (w1) => {
      for (const upcard of upcards) {
        draw(search, upcard, (w2) => {
          for (const p2 of VALUES) {
            draw(search, p2, (w3) => {
              search.upcard = upcard;
              const barred = barredHole(upcard);
              const blackjackHoles = barred ? BigInt(search.left[barred]!) : 0n;
              visit({
                hand: {
                  hard: p1 + p2,
                  hasAce: p1 === 1 || p2 === 1,
                  cards: 2,
                  first: p1,
                  second: p2,
                  stake: 1,
                  fromSplit: false,
                  finished: false,
                },
                natural: p1 + p2 === 11 && (p1 === 1 || p2 === 1),
                weight: BigInt(w1 * w2 * w3),
                blackjackHoles,
                otherHoles: BigInt(search.size) - blackjackHoles,
              });
            });
          }
        });
      }
    });
  }
}

export type BlackjackExactReturn = {
  /** Expected (returns − stakes) per unit of the first stake, plus one: the RTP by the tables' convention. */
  readonly rtp: Exact;
  /** The expected net result alone, from the rounds with the up cards asked for (all by default). */
  readonly net: Exact;
  /** Dealer shoe compositions the search evaluated. */
  readonly dealerShoes: number;
};

/**
 * Exact return of `strategy` (never insuring) under `rules`, over a fresh shoe. Stakes are whole units, so the 3:2
 * is exact here; the game rounds a natural's winnings down on an odd stake in minor units.
 */
export function blackjackExactReturn(
  rules: BlackjackRules = BLACKJACK,
  strategy: BasicStrategy = BASIC_STRATEGY,
  upcards: readonly number[] = VALUES,
  jointSplits = false,
): BlackjackExactReturn {
  const search = freshSearch(rules, strategy, { score: netAgainst, scoreSplit: splitValue }, jointSplits);
  const size = search.size;
  const naturalNet = BigInt(Math.round(rules.blackjackPays * 2));
  forEachStart(search, upcards, ({ hand, natural, weight, blackjackHoles, otherHoles }) => {
    // A natural is paid, or pushed by the dealer's blackjack; any other hand loses its stake to one.
    if (natural) return addTo(search, 4, naturalNet * weight * otherHoles);
    addTo(search, 4, -2n * weight * blackjackHoles);
    play(search, [hand], 0, 3, weight);
  });
  const net = add(halfStakesNet(search.sums, size), search.splits);
  return { rtp: exact(net.n + net.d, net.d), net, dealerShoes: search.dealerMemo.size };
}

/**
 * The chance of a player blackjack that the dealer does not match (the rounds a natural is paid on), exactly, over
 * the first four cards. A change to the natural's payout moves the RTP by this much per unit of payout.
 */
export function paidNaturalChance(decks: number): Exact {
  const left = VALUES.map((value) => (value === 10 ? 16 : 4) * decks);
  const size = 52 * decks;
  let ways = 0n;
  const isNatural = (a: number, b: number) => a + b === 11 && (a === 1 || b === 1);
  for (const p1 of VALUES) {
    for (const upcard of VALUES) {
      for (const p2 of VALUES) {
        for (const hole of VALUES) {
          const taken = [p1, upcard, p2, hole];
          let product = 1n;
          taken.forEach((value, index) => {
            const earlier = taken.slice(0, index).filter((other) => other === value).length;
            product *= BigInt(Math.max(0, left[value - 1]! - earlier));
          });
          if (isNatural(p1, p2) && !isNatural(upcard, hole)) ways += product;
        }
      }
    }
  }
  return exact(ways, fallingFactorial(size, 4));
}
