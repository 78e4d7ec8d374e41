import { describe, expect, it } from 'vitest';
import { amountText, parseAmount, readAmount } from './amount-rules';

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

describe('amountText', () => {
  it('writes minor units back as the field reads them', () => {
    expect(amountText(25_000, 100)).toBe('250');
    expect(amountText(1_250, 100)).toBe('12.5');
    expect(amountText(7, 100)).toBe('0.07');
    expect(amountText(12_345, 100_000_000)).toBe('0.00012345');
    expect(amountText(1_234, 1)).toBe('1234');
    for (const cents of [1, 99, 100, 101, 123_456]) expect(parseAmount(amountText(cents, 100), 100)).toEqual({ cents });
  });
});
