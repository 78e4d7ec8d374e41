import { describe, expect, it } from 'vitest';
import { requestedAmount } from './requested-amount';

describe('requested amount', () => {
  it('shows a crypto amount with the wallet minor units', () => {
    const text = requestedAmount('0.0005', { currency: 'BTC', subunits_to_unit: 100_000_000 }, 'en');
    expect(text).toContain('0.0005');
  });

  it('shows a fiat amount in the active wallet currency', () => {
    expect(requestedAmount('25.5', { currency: 'EUR', subunits_to_unit: 100 }, 'en')).toBe('€25.50');
  });

  it('shows nothing without an amount or before the wallet is known', () => {
    expect(requestedAmount(undefined, { currency: 'EUR', subunits_to_unit: 100 }, 'en')).toBeNull();
    expect(requestedAmount('abc', { currency: 'EUR', subunits_to_unit: 100 }, 'en')).toBeNull();
    expect(requestedAmount('50', undefined, 'en')).toBeNull();
  });
});
