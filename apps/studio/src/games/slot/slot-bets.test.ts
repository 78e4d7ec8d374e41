import { describe, expect, it } from 'vitest';
import { betLevels, buildSlotChoice, initialLevelIndex, stepLevelIndex } from './slot-bets';

describe('slot bet levels', () => {
  const levels = betLevels([5, 1, 2, 10, 2], 25);

  it('are the coin values times the coins of a bet, smallest first, without repeats', () => {
    expect(levels).toEqual([
      { coinValue: 1, bet: 25 },
      { coinValue: 2, bet: 50 },
      { coinValue: 5, bet: 125 },
      { coinValue: 10, bet: 250 },
    ]);
  });

  it('start at the resumed round’s coin value, else the first level at the usual stake, else the largest', () => {
    expect(initialLevelIndex(levels, { preferredStake: 100, openCoinValue: 10 })).toBe(3);
    expect(initialLevelIndex(levels, { preferredStake: 100 })).toBe(2);
    expect(initialLevelIndex(levels, { preferredStake: 100, openCoinValue: 7 })).toBe(2);
    expect(initialLevelIndex(levels, { preferredStake: 10_000 })).toBe(3);
    expect(initialLevelIndex([], { preferredStake: 100 })).toBe(-1);
  });

  it('step down and up and stay at the ends', () => {
    expect(stepLevelIndex(levels, 0, -1)).toBe(0);
    expect(stepLevelIndex(levels, 0, 1)).toBe(1);
    expect(stepLevelIndex(levels, 3, 1)).toBe(3);
  });

  it('send the stake and the coin value the server checks against each other', () => {
    expect(buildSlotChoice({ coinValue: 5, bet: 125 })).toEqual({ stake: 125, choice: { coin_value: 5 } });
  });
});
