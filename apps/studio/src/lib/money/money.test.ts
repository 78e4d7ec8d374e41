import { describe, expect, it } from 'vitest';
import { formatAmount, formatPlainAmount, minorToDecimal, parseAmount } from './format-amount';
import { formatMultiplier, hundredthsToDecimal, tenThousandthsToDecimal } from './format-multiplier';
import { clampStake, doubleStake, halfStake, maxStake, stakeProblem } from './stake-bounds';

describe('amounts', () => {
  it('turns minor units into an exact decimal', () => {
    expect(minorToDecimal(123450, 2)).toBe('1234.50');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(12000, 8)).toBe('0.00012000');
    expect(minorToDecimal(700, 0)).toBe('700');
  });

  it('formats fiat with Intl in the player’s language', () => {
    expect(formatAmount(123450, { currency: 'EUR', exponent: 2, locale: 'en' })).toBe('€1,234.50');
    expect(formatAmount(123450, { currency: 'EUR', exponent: 2, locale: 'de' })).toBe('1.234,50\u00a0€');
  });

  it('formats crypto with its own decimals and play money as FUN', () => {
    expect(formatAmount(12000, { currency: 'BTC', exponent: 8, locale: 'en' })).toBe('0.00012000 BTC');
    expect(formatAmount(100000, { currency: 'FUN', exponent: 2, locale: 'en' })).toBe('1,000.00 FUN');
  });

  it('fills the stake field without grouping', () => {
    expect(formatPlainAmount(123450, 2, 'en')).toBe('1234.50');
    expect(formatPlainAmount(150, 2, 'de')).toBe('1,50');
  });

  it('reads what a player types, with a dot or a comma', () => {
    expect(parseAmount('1.5', 2)).toBe(150);
    expect(parseAmount('1,50', 2)).toBe(150);
    expect(parseAmount('10', 2)).toBe(1000);
    expect(parseAmount('0.00012', 8)).toBe(12000);
    expect(parseAmount('1.234', 2)).toBeUndefined();
    expect(parseAmount('abc', 2)).toBeUndefined();
    expect(parseAmount('', 2)).toBeUndefined();
    expect(parseAmount('-1', 2)).toBeUndefined();
  });
});

describe('multipliers', () => {
  it('shows the server’s truncated decimals without trailing zeros beyond two', () => {
    expect(formatMultiplier('1.9800', 'en')).toBe('1.98×');
    expect(formatMultiplier('1.0421', 'en')).toBe('1.0421×');
    expect(formatMultiplier('1000.0000', 'en')).toBe('1,000.00×');
    expect(formatMultiplier('2.5000', 'de')).toBe('2,50×');
  });

  it('converts integer scales to decimals exactly', () => {
    expect(tenThousandthsToDecimal(19800)).toBe('1.9800');
    expect(tenThousandthsToDecimal(5)).toBe('0.0005');
    expect(hundredthsToDecimal(5050)).toBe('50.50');
    expect(hundredthsToDecimal(101)).toBe('1.01');
  });
});

describe('stake bounds', () => {
  const bounds = { min: 10, max: 10_000, balance: 2_500 };

  it('halves and doubles inside the bounds', () => {
    expect(halfStake(100, bounds)).toBe(50);
    expect(halfStake(15, bounds)).toBe(10);
    expect(doubleStake(100, bounds)).toBe(200);
    expect(doubleStake(8_000, bounds)).toBe(10_000);
  });

  it('offers at most the balance as the maximum, never under the minimum', () => {
    expect(maxStake(bounds)).toBe(2_500);
    expect(maxStake({ ...bounds, balance: 50_000 })).toBe(10_000);
    expect(maxStake({ ...bounds, balance: 3 })).toBe(10);
  });

  it('clamps anything typed', () => {
    expect(clampStake(5, bounds)).toBe(10);
    expect(clampStake(Number.NaN, bounds)).toBe(10);
    expect(clampStake(99_999, bounds)).toBe(10_000);
  });

  it('names what is wrong with a stake', () => {
    expect(stakeProblem(undefined, bounds)).toBe('invalid');
    expect(stakeProblem(5, bounds)).toBe('range');
    expect(stakeProblem(10_001, bounds)).toBe('range');
    expect(stakeProblem(100, bounds)).toBeUndefined();
  });
});
