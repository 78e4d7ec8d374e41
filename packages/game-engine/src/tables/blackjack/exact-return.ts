import type { Exact } from '../../exact';
import { add, exact, mul } from '../../exact';
import type { BasicStrategy } from './basic-strategy';
import { BASIC_STRATEGY, strategyMove } from './basic-strategy';
import type { BlackjackRules } from './rules';
import { BLACKJACK } from './rules';

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
 */
type Hand = {
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

const best = (hard: number, hasAce: boolean) => (hasAce && hard + 10 <= 21 ? hard + 10 : hard);
const isSoft = (hard: number, hasAce: boolean) => hasAce && hard + 10 <= 21;
const totalOf = (hand: Hand) => best(hand.hard, hand.hasAce);

const withCard = (hand: Hand, value: number): Hand => ({
  ...hand,
  hard: hand.hard + value,
  hasAce: hand.hasAce || value === 1,
  cards: hand.cards + 1,
  second: hand.cards === 1 ? value : hand.second,
});

/** Dealer outcome slots: final 17, 18, 19, 20, 21, then bust. */
const OUTCOMES = 6;
const BUST = 5;

type Search = {
  readonly rules: BlackjackRules;
  readonly strategy: BasicStrategy;
  /** Cards left by value, index 1–10. */
  readonly left: number[];
  size: number;
  upcard: number;
  /** Σ weight × net result in half-stakes, by cards drawn in the round. */
  sums: bigint[];
  /** Expected net result of the rounds whose pair was split (`splitValue`). */
  splits: Exact;
  dealerMemo: Map<string, Float64Array>;
  /** Value splits by enumerating the split hands together (slow) instead of from hands played alone. */
  readonly jointSplits: boolean;
};

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

function draw(search: Search, value: number, visit: (count: number) => void): void {
  const count = search.left[value]!;
  if (count === 0) return;
  search.left[value] = count - 1;
  search.size -= 1;
  visit(count);
  search.left[value] = count;
  search.size += 1;
}

function addTo(search: Search, drawn: number, amount: bigint): void {
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
function dealerWays(search: Search, hard: number, hasAce: boolean, holePending: boolean, barred: number): Float64Array {
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
function netAgainst(hands: readonly Hand[], outcome: number): number {
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

/**
 * All player hands are done: the hole card (not the blackjack card, the peek having shown so) and the dealer's
 * draws come from the shoe left. If every hand is bust the dealer does not draw, and only the hole card's
 * restriction weighs the path.
 */
function settle(search: Search, hands: readonly Hand[], drawn: number, weight: bigint): void {
  const barred = barredHole(search.upcard);
  if (hands.every((hand) => totalOf(hand) > 21)) {
    const holes = search.size - (barred ? search.left[barred]! : 0);
    addTo(search, drawn + 1, weight * BigInt(holes) * BigInt(netAgainst(hands, BUST)));
    return;
  }
  const ways = dealerWays(search, search.upcard, search.upcard === 1, true, barred);
  const nets = Array.from({ length: OUTCOMES }, (_, outcome) => netAgainst(hands, outcome));
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

/** The hole card the peek rules out: a ten under an ace, an ace under a ten; 0 when the dealer does not peek. */
const barredHole = (upcard: number) => (upcard === 1 ? 10 : upcard === 10 ? 1 : 0);

/** The engine's `advance` and the strategy's decisions, over every card the shoe can give. */
function play(search: Search, hands: readonly Hand[], active: number, drawn: number, weight: bigint): void {
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
      // Only the first hand is ever split here: `splitValue` values the split hands, resplits included.
      search.splits = add(
        search.splits,
        mul(exact(weight, fallingFactorial(search.size + drawn, drawn)), splitValue(search, hand.first)),
      );
      return;
    }
  }
}

const singleCard = (value: number): Hand => ({
  hard: value,
  hasAce: value === 1,
  cards: 1,
  first: value,
  second: 0,
  stake: 1,
  fromSplit: true,
  finished: false,
});

/** N(N−1)…(N−k+1). */
const fallingFactorial = (size: number, k: number) => {
  let product = 1n;
  for (let i = 0; i < k; i += 1) product *= BigInt(size - i);
  return product;
};

/** Σ sums[d] / (size)_d, halved: an expected net result in stakes from sums in half-stakes by cards drawn. */
function expectedNet(sums: readonly bigint[], size: number): Exact {
  let numerator = 0n;
  let denominator = 1n;
  sums.forEach((sum, drawn) => {
    if (sum === 0n) return;
    const ways = fallingFactorial(size, drawn);
    numerator = numerator * ways + sum * denominator;
    denominator *= ways;
  });
  return exact(numerator, denominator * 2n);
}

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
  return { all: expectedNet(both, size), otherFirst: expectedNet(otherFirst, size) };
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
  const left = VALUES.map((value) => (value === 10 ? 16 : 4) * rules.decks);
  const search: Search = {
    rules,
    strategy,
    left: [0, ...left],
    size: 52 * rules.decks,
    upcard: 0,
    sums: [],
    splits: exact(0),
    dealerMemo: new Map(),
    jointSplits,
  };
  const size = search.size;
  const naturalNet = BigInt(Math.round(rules.blackjackPays * 2));
  // Player, up card, player; the hole card is drawn with the dealer's cards (exchangeable: no decision depends on
  // it), except to settle blackjacks at once.
  for (const p1 of VALUES) {
    draw(search, p1, (w1) => {
      for (const upcard of upcards) {
        draw(search, upcard, (w2) => {
          for (const p2 of VALUES) {
            draw(search, p2, (w3) => {
              search.upcard = upcard;
              const weight = BigInt(w1 * w2 * w3);
              const barred = barredHole(upcard);
              const blackjackHoles = barred ? BigInt(search.left[barred]!) : 0n;
              const otherHoles = BigInt(search.size) - blackjackHoles;
              const playerNatural = p1 + p2 === 11 && (p1 === 1 || p2 === 1);
              // The dealer's blackjack takes the stake, or pushes the player's.
              if (!playerNatural) addTo(search, 4, -2n * weight * blackjackHoles);
              if (playerNatural) return addTo(search, 4, naturalNet * weight * otherHoles);
              const hand: Hand = {
                hard: p1 + p2,
                hasAce: p1 === 1 || p2 === 1,
                cards: 2,
                first: p1,
                second: p2,
                stake: 1,
                fromSplit: false,
                finished: false,
              };
              play(search, [hand], 0, 3, weight);
            });
          }
        });
      }
    });
  }
  const net = add(expectedNet(search.sums, size), search.splits);
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

type SplitState = {
  readonly left: number[];
  readonly size: number;
  /** Split hands holding one card, still to be played. */
  readonly pending: number;
  readonly handsOut: number;
  /** Σ path weights reaching this state. */
  weight: bigint;
  /** Σ path weight × net result in half-stakes of the hands finished so far, per dealer outcome slot. */
  readonly nets: bigint[];
};

/**
 * A split valued the direct way, to check `splitValue`: the split hands are played one after the other, each from
 * the shoe the previous ones left, resplits included, then the dealer from the shoe all of them left. Far slower
 * (minutes for a whole shoe). Paths are merged forward by (cards left, hands still to
 * play, hands out): the result is linear in each hand's net, so a state needs only its total weight and its
 * weighted nets per dealer outcome.
 */
function jointSplit(search: Search, pairValue: number, drawn: number, weight: bigint): void {
  const startSize = search.size;
  let current = new Map<string, SplitState>();
  current.set('start', {
    left: [...search.left],
    size: search.size,
    pending: 2,
    handsOut: 2,
    weight,
    nets: new Array<bigint>(OUTCOMES).fill(0n),
  });
  const finals: SplitState[] = [];
  while (current.size > 0) {
    const next = new Map<string, SplitState>();
    const reach = (
      from: SplitState,
      left: number[],
      size: number,
      pending: number,
      handsOut: number,
      ways: number,
      net?: readonly number[],
    ) => {
      const key = `${pending}/${handsOut}/${left.join(',')}`;
      let state = next.get(key);
      if (!state) {
        state = { left: [...left], size, pending, handsOut, weight: 0n, nets: new Array<bigint>(OUTCOMES).fill(0n) };
        next.set(key, state);
      }
      const w = BigInt(ways);
      const added = from.weight * w;
      state.weight += added;
      for (let outcome = 0; outcome < OUTCOMES; outcome += 1) {
        state.nets[outcome]! += from.nets[outcome]! * w + (net ? added * BigInt(net[outcome]!) : 0n);
      }
    };
    for (const state of current.values()) {
      if (state.pending === 0) {
        finals.push(state);
        continue;
      }
      const left = [...state.left];
      let size = state.size;
      for (const first of VALUES) {
        const count = left[first]!;
        if (count === 0) continue;
        left[first] = count - 1;
        size -= 1;
        const canResplit = first === pairValue && pairValue !== 1 && state.handsOut < search.rules.maxHands;
        if (canResplit) {
          reach(state, left, size, state.pending + 1, state.handsOut + 1, count);
        } else {
          const hand = withCard(singleCard(pairValue), first);
          const finished = pairValue === 1 || totalOf(hand) === 21;
          playSplitHand(
            search,
            left,
            { ...hand, finished },
            count,
            (total, stake, ways, leftAfter, sizeAfter) => {
              const net = Array.from({ length: OUTCOMES }, (_, outcome) =>
                netAgainst([{ ...hand, hard: total, hasAce: false, stake }], outcome),
              );
              reach(state, leftAfter, sizeAfter, state.pending - 1, state.handsOut, ways, net);
            },
            size,
          );
        }
        left[first] = count;
        size += 1;
      }
    }
    current = next;
  }
  const savedLeft = [...search.left];
  for (const state of finals) {
    for (let value = 1; value <= 10; value += 1) search.left[value] = state.left[value]!;
    const ways = dealerWays(search, search.upcard, search.upcard === 1, true, barredHole(search.upcard));
    const before = drawn + (startSize - state.size);
    for (let more = 0; more * OUTCOMES < ways.length; more += 1) {
      let total = 0n;
      for (let outcome = 0; outcome < OUTCOMES; outcome += 1) {
        const count = ways[more * OUTCOMES + outcome]!;
        if (count !== 0) total += BigInt(count) * state.nets[outcome]!;
      }
      if (total !== 0n) addTo(search, before + more, total);
    }
  }
  for (let value = 1; value <= 10; value += 1) search.left[value] = savedLeft[value]!;
  // Split shoes rarely recur across starts; dropping them bounds the memory.
  if (search.dealerMemo.size > 1_000_000) search.dealerMemo = new Map();
}

/**
 * One split hand played to the end by the strategy (no further split: resplits are handled by the caller),
 * reporting each way it ends: its final total (aces resolved), stake, the product of the counts drawn (times
 * `ways`), and the cards left.
 */
function playSplitHand(
  search: Search,
  left: number[],
  hand: Hand,
  ways: number,
  visit: (total: number, stake: 1 | 2, ways: number, left: number[], size: number) => void,
  size: number,
): void {
  if (!Number.isSafeInteger(ways)) throw new RangeError('split hand ways exceed the exact Number range');
  if (hand.finished) return visit(totalOf(hand), hand.stake, ways, left, size);
  const move = strategyMove(
    search.strategy,
    { total: totalOf(hand), soft: isSoft(hand.hard, hand.hasAce), pairValue: undefined },
    search.upcard,
    { double: hand.cards === 2 && search.rules.doubleAfterSplit, split: false },
  );
  if (move === 'stand' || move === 'split') return visit(totalOf(hand), hand.stake, ways, left, size);
  for (const value of VALUES) {
    const count = left[value]!;
    if (count === 0) continue;
    left[value] = count - 1;
    const dealt = withCard(hand, value);
    const next =
      move === 'double'
        ? { ...dealt, stake: 2 as const, finished: true }
        : { ...dealt, finished: totalOf(dealt) >= 21 };
    playSplitHand(search, left, next, ways * count, visit, size - 1);
    left[value] = count;
  }
}
