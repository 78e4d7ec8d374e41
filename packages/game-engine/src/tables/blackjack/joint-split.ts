import { strategyMove } from './basic-strategy';
import type { Hand, Search } from './exact-search';
import {
  addTo,
  barredHole,
  dealerWays,
  netAgainst,
  OUTCOMES,
  singleCard,
  totalOf,
  VALUES,
  withCard,
  isSoft,
} from './exact-search';

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
export function jointSplit(search: Search, pairValue: number, drawn: number, weight: bigint): void {
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
