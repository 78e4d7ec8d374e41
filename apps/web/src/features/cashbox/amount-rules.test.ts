import { describe, expect, it } from 'vitest';
import { parseAmount, readAmount } from './amount-rules';

describe('readAmount', () => {
  const limits = { min: 1, max: 1_000_000 };
  it('reads major units exactly into minor units', () => {
    expect(readAmount('50', 100, limits)).toEqual({ cents: 5_000 });
    expect(readAmount('0.29', 100, limits)).toEqual({ cents: 29 });
    expect(readAmount('12,5', 100, limits)).toEqual({ cents: 1_250 });
  });

  it('refuses more decimals than the currency has, and amounts outside the limits', () => {
    expect(readAmount('1.234', 100, limits)).toEqual({ problem: 'payments.errors.too_many_decimals' });
    expect(readAmount('0', 100, limits)).toEqual({ problem: 'payments.errors.below_minimum' });
    expect(readAmount('10000.01', 100, limits)).toEqual({ problem: 'payments.errors.above_maximum' });
    expect(readAmount('', 100, limits)).toEqual({ problem: 'validation.required' });
  });
});

describe('parseAmount', () => {
  it('tells an empty field from one that is not an amount', () => {
    expect(parseAmount('', 100)).toEqual({ problem: 'required' });
    expect(parseAmount('ten', 100)).toEqual({ problem: 'format' });
    expect(parseAmount('1e3', 100)).toEqual({ problem: 'format' });
    expect(parseAmount('0.5', 1)).toEqual({ problem: 'decimals' });
    expect(parseAmount('1234', 1)).toEqual({ cents: 1_234 });
  });
});
