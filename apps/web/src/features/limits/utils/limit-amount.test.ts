import { describe, expect, it } from 'vitest';
import { limitAmountText, parseLimitAmount } from './limit-amount';

describe('parseLimitAmount', () => {
  it('reads whole and decimal amounts exactly, with a point or a comma', () => {
    expect(parseLimitAmount('250', 100)).toEqual({ cents: 25_000 });
    expect(parseLimitAmount('12.5', 100)).toEqual({ cents: 1_250 });
    expect(parseLimitAmount(' 12,05 ', 100)).toEqual({ cents: 1_205 });
    expect(parseLimitAmount('0.1', 100_000_000)).toEqual({ cents: 10_000_000 });
    expect(parseLimitAmount('1 000', 100)).toEqual({ cents: 100_000 });
  });

  it('allows zero: a limit of nothing is a real choice', () => {
    expect(parseLimitAmount('0', 100)).toEqual({ cents: 0 });
  });

  it('refuses what it cannot read exactly', () => {
    expect(parseLimitAmount('', 100)).toEqual({ problem: 'required' });
    expect(parseLimitAmount('-5', 100)).toEqual({ problem: 'format' });
    expect(parseLimitAmount('1e3', 100)).toEqual({ problem: 'format' });
    expect(parseLimitAmount('12.345', 100)).toEqual({ problem: 'decimals' });
    expect(parseLimitAmount('5', 1)).toEqual({ cents: 5 });
    expect(parseLimitAmount('5.5', 1)).toEqual({ problem: 'decimals' });
    expect(parseLimitAmount('999999999999999', 100)).toEqual({ problem: 'tooLarge' });
  });

  it('round-trips with limitAmountText', () => {
    for (const [cents, subunits] of [
      [25_000, 100],
      [1_250, 100],
      [1, 100_000_000],
      [0, 100],
    ] as const) {
      expect(parseLimitAmount(limitAmountText(cents, subunits), subunits)).toEqual({ cents });
    }
    expect(limitAmountText(1_250, 100)).toBe('12.5');
  });
});
