import { describe, expect, it } from 'vitest';
import { cards, randomnessDealing } from '../shared/test-support';
import { BASIC_STRATEGY, basicStrategyAction, strategyMove } from './basic-strategy';
import { actBlackjack, startBlackjack } from './blackjack';
import { BLACKJACK } from './rules';

const both = { double: true, split: true };
const move = (total: number, soft: boolean, upcard: number, allowed = both, pairValue?: number) =>
  strategyMove(BASIC_STRATEGY, { total, soft, pairValue }, upcard, allowed);

describe('basic strategy table', () => {
  it('plays hard totals by the published 6-deck S17 DAS chart', () => {
    expect(move(16, false, 10)).toBe('hit');
    expect(move(16, false, 6)).toBe('stand');
    expect(move(12, false, 3)).toBe('hit');
    expect(move(12, false, 4)).toBe('stand');
    expect(move(11, false, 10)).toBe('double');
    expect(move(11, false, 1)).toBe('hit');
    expect(move(9, false, 2)).toBe('hit');
    expect(move(9, false, 3)).toBe('double');
  });

  it('doubles soft hands only on two cards, standing instead on soft 18 when it cannot', () => {
    expect(move(18, true, 4)).toBe('double');
    expect(move(18, true, 4, { double: false, split: false })).toBe('stand');
    expect(move(17, true, 4, { double: false, split: false })).toBe('hit');
    expect(move(18, true, 9)).toBe('hit');
    expect(move(19, true, 6)).toBe('stand');
  });

  it('splits aces and eights always, never fives or tens, nines but not against a seven', () => {
    for (const upcard of [2, 3, 4, 5, 6, 7, 8, 9, 10, 1]) {
      expect(move(12, true, upcard, both, 1)).toBe('split');
      expect(move(16, false, upcard, both, 8)).toBe('split');
      expect(move(20, false, upcard, both, 10)).toBe('stand');
      expect(move(10, false, upcard, both, 5)).not.toBe('split');
    }
    expect(move(18, false, 7, both, 9)).toBe('stand');
    expect(move(18, false, 8, both, 9)).toBe('split');
    expect(move(16, false, 10, { double: true, split: false }, 8)).toBe('hit');
  });
});

describe('basic strategy on live rounds', () => {
  it('declines insurance, then splits eights under an ace', () => {
    const randomness = randomnessDealing(6, cards('8s Ah 8c 7d 3s 10h'));
    const offered = startBlackjack(BLACKJACK, 100, randomness);
    expect(basicStrategyAction(offered)).toEqual({ type: 'insurance', take: false });
    const declined = actBlackjack(BLACKJACK, offered, basicStrategyAction(offered), randomness);
    expect(basicStrategyAction(declined)).toEqual({ type: 'split' });
  });

  it('stands on a three-card soft 18 against a 4 where two cards would double', () => {
    const randomness = randomnessDealing(6, cards('As 4h 2c 9d 5s'));
    const start = startBlackjack(BLACKJACK, 100, randomness);
    expect(basicStrategyAction(start)).toEqual({ type: 'hit' });
    const threeCards = actBlackjack(BLACKJACK, start, { type: 'hit' }, randomness);
    expect(basicStrategyAction(threeCards)).toEqual({ type: 'stand' });
  });
});
