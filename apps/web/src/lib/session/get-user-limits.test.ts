import { describe, expect, it } from 'vitest';
import { isLimitReached } from './get-user-limits';

const account = (amount: number, current: number) => ({
  currency: 'EUR',
  amount_cents: amount,
  current_value_amount_cents: current,
});

describe('user limits', () => {
  it('are reached when the amount minus the absolute current value is zero or less', () => {
    expect(isLimitReached({ type: 'loss', accounts: [account(10_000, -9_999)] })).toBe(false);
    expect(isLimitReached({ type: 'loss', accounts: [account(10_000, -10_000)] })).toBe(true);
    expect(isLimitReached({ type: 'deposit', accounts: [account(5_000, 7_500)] })).toBe(true);
  });

  it('always count a cooling-off period as reached', () => {
    expect(isLimitReached({ type: 'coolingoff', accounts: [] })).toBe(true);
  });
});
