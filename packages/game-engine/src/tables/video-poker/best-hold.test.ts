import { describe, expect, it } from 'vitest';
import { exact } from '../../exact';
import type { Card } from '../shared/cards';
import { orderedCards } from '../shared/cards';
import { bestHold, cardIndex } from './best-hold';
import { countDrawsByHold, RANK_COUNT } from './draw-tables';
import { rankIndexOf } from './hand-rank';
import { JACKS_OR_BETTER_9_6, paysByRankIndex } from './paytable';
import { cards } from '../shared/test-support';

const PAYS = paysByRankIndex(JACKS_OR_BETTER_9_6);

/** Every draw for a hold, dealt out one by one: the slow way the draw tables must agree with. */
function dealOutDraws(hand: readonly Card[], held: readonly boolean[]): number[] {
  const dealt = new Set(hand.map(cardIndex));
  const unseen = orderedCards(1)
    .map(cardIndex)
    .filter((index) => !dealt.has(index));
  const kept = hand.filter((_, position) => held[position]).map(cardIndex);
  const counts = new Array<number>(RANK_COUNT).fill(0);
  const pick = (from: number, chosen: number[]) => {
    if (kept.length + chosen.length === 5) {
      const [a, b, c, d, e] = [...kept, ...chosen] as [number, number, number, number, number];
      counts[rankIndexOf(a, b, c, d, e)]! += 1;
      return;
    }
    for (let i = from; i < unseen.length; i += 1) pick(i + 1, [...chosen, unseen[i]!]);
  };
  pick(0, []);
  return counts;
}

const expectedReturn = (counts: readonly number[]) => {
  const draws = counts.reduce((total, count) => total + count, 0);
  return exact(
    counts.reduce((total, count, rank) => total + count * PAYS[rank]!, 0),
    draws * 100,
  );
};
const heldMask = (held: readonly boolean[]) => held.reduce((mask, keep, i) => (keep ? mask | (1 << i) : mask), 0);

describe('optimal hold', () => {
  it('keeps a dealt royal flush: 800 for one', () => {
    expect(bestHold(cards('Qs 10s As Js Ks'))).toEqual({
      held: [true, true, true, true, true],
      expectedReturn: exact(800),
    });
  });

  it('breaks a pat flush for four to a royal: (800 + 7 × 6 + 3 × 4 + 12 × 1) / 47', () => {
    const hand = cards('As Ks Qs Js 3s');
    const advice = bestHold(hand);
    expect(advice.held).toEqual([true, true, true, true, false]);
    expect(advice.expectedReturn).toEqual(exact(866, 47));
    expect(expectedReturn(dealOutDraws(hand, advice.held))).toEqual(exact(866, 47));
  });

  it('holds a low pair over a lone king, at the EV of dealing out its 16,215 draws', () => {
    const hand = cards('5c 9d 5h Ks 2c');
    const advice = bestHold(hand);
    expect(advice.held).toEqual([true, false, true, false, false]);
    expect(advice.expectedReturn).toEqual(expectedReturn(dealOutDraws(hand, advice.held)));
    // Of the 16,215 draws, counted by hand from the 47 unseen cards (two 5s, three each of 9, K, 2, four each of
    // the other nine ranks): three of a kind 2 × (C(45, 2) − 63 pairs) = 1,854, two pair 9 × 42 + 54 × 41 = 2,592,
    // full house 2 × 63 + 39 = 165, four of a kind 45.
    expect(advice.expectedReturn).toEqual(exact(3 * 1854 + 2 * 2592 + 9 * 165 + 25 * 45, 16215));
  });

  it('counts the draws of every hold of two or more cards as dealing them out does', () => {
    const hand = cards('Jh 10h 4c Jc 9h');
    const counts = countDrawsByHold(hand.map(cardIndex));
    for (let hold = 0; hold < 32; hold += 1) {
      const held = [0, 1, 2, 3, 4].map((position) => (hold & (1 << position)) !== 0);
      if (held.filter(Boolean).length < 2) continue;
      expect([...counts.slice(hold * RANK_COUNT, (hold + 1) * RANK_COUNT)], `hold ${hold}`).toEqual(
        dealOutDraws(hand, held),
      );
    }
    expect(heldMask(bestHold(hand).held)).toBe(0b01001);
  });

  it('refuses anything but five distinct cards', () => {
    expect(() => bestHold(cards('As As Ks Qs Js'))).toThrow(/five distinct cards/);
    expect(() => bestHold(cards('As Ks Qs Js'))).toThrow(/five distinct cards/);
  });
});
