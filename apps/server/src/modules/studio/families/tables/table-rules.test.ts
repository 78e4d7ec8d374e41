import { exact } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { assertStakeIsTheSlipTotal, pricedOnce, totalOf } from './table-rules';

describe('table rules', () => {
  it('prices a game once per params, and each params on its own', () => {
    const calls: number[] = [];
    const price = pricedOnce(({ decks }: { decks: number }) => {
      calls.push(decks);
      return exact(decks, 10);
    });
    expect([price({ decks: 6 }), price({ decks: 6 }), price({ decks: 8 })]).toEqual([
      exact(6, 10),
      exact(6, 10),
      exact(8, 10),
    ]);
    expect(calls).toEqual([6, 8]);
  });

  it('accepts a stake equal to the slip total only, even where floating point would round', () => {
    const large = [{ stake: Number.MAX_SAFE_INTEGER - 1 }, { stake: 1 }];
    expect(() => assertStakeIsTheSlipTotal(Number.MAX_SAFE_INTEGER, large)).not.toThrow();
    expect(() => assertStakeIsTheSlipTotal(Number.MAX_SAFE_INTEGER, [...large, { stake: 1 }])).toThrow(
      expect.objectContaining({ field: 'stake' }),
    );
    expect(() => assertStakeIsTheSlipTotal(1.5, [{ stake: 1 }])).toThrow(expect.objectContaining({ field: 'stake' }));
  });

  it('refuses a round total beyond the safe integer range rather than rounding it', () => {
    expect(totalOf([1, 2, 3])).toBe(6);
    expect(() => totalOf([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
