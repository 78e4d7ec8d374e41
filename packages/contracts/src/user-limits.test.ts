import { describe, expect, it } from 'vitest';
import { userLimitsSchema } from './user-limits';

const loss = {
  type: 'loss',
  accounts: [{ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: -2_500 }],
};

describe('user limits', () => {
  it('reads limits with their amounts, and a limit without amounts as having none', () => {
    expect(userLimitsSchema.parse([loss, { type: 'coolingoff' }])).toEqual([
      loss,
      { type: 'coolingoff', accounts: [] },
    ]);
  });

  it('never reads a missing current value as nothing used', () => {
    const [account] = loss.accounts;
    const withoutCurrent = { currency: 'EUR', amount_cents: account?.amount_cents };
    expect(userLimitsSchema.safeParse([{ ...loss, accounts: [withoutCurrent] }]).success).toBe(false);
  });

  it.each([
    ['a string amount', { amount_cents: '10000' }],
    ['a fractional current value', { current_value_amount_cents: 0.5 }],
  ])('refuses %s', (_case, change) => {
    expect(userLimitsSchema.safeParse([{ ...loss, accounts: [{ ...loss.accounts[0], ...change }] }]).success).toBe(
      false,
    );
  });
});
