import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format';

describe('formatting', () => {
  it('formats numbers per locale', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'de')).toBe('12.345');
  });

  it('turns minor units into localised money', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(150000, 'EUR', 'de')).toMatch(/^1\.500\s€$/);
    expect(formatMoney(2500, 'AUD', 'en-AU-x-fake')).toBe('$25');
    expect(formatMoney(2550, 'EUR', 'en')).toBe('€25.50');
  });

  it('falls back to the code for currencies Intl cannot format', () => {
    expect(formatMoney(2500, 'USDT', 'en')).toBe('25 USDT');
    expect(formatMoney(2550, 'USDT', 'en')).toBe('25.50 USDT');
  });

  it('writes coins Intl mistakes for ISO codes with their code after the amount, without trailing zeros', () => {
    expect(formatMoney(10_000, 'DOG', 'en', 100_000_000)).toBe('0.0001 DOG');
    expect(formatMoney(8_000_000_000, 'BCH', 'de', 100_000_000)).toBe('80 BCH');
    expect(formatMoney(150_000_000, 'BCH', 'en', 100_000_000)).toBe('1.5 BCH');
  });
});

describe('crypto display units', () => {
  it('shows BTC in micro units and ETH and LTC in milli units', () => {
    // 0.00012345 BTC = 12,345 satoshi = 123.45 µBTC.
    expect(formatMoney(12_345, 'BTC', 'en', 100_000_000, 'micro')).toBe('123.45 µBTC');
    expect(formatMoney(100_000_000, 'BTC', 'en', 100_000_000, 'micro')).toBe('1,000,000 µBTC');
    expect(formatMoney(12_500_000, 'ETH', 'de', 1_000_000_000, 'milli')).toBe('12,5 mETH');
    expect(formatMoney(0, 'LTC', 'en', 100_000_000, 'milli')).toBe('0 mLTC');
  });
});
