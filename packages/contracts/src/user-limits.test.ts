import { describe, expect, it } from 'vitest';
import { userLimitDetailsSchema, userLimitRequestSchema, userLimitsSchema } from './user-limits';

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

describe('the limits page shapes', () => {
  const deposit = {
    id: 7,
    type: 'deposit',
    period: 'day',
    status: 'active',
    strategy: null,
    parent_type: null,
    disable_at: null,
    confirm_until: null,
    created_at: '2026-11-25T10:00:00.000Z',
    accounts: [
      {
        currency: 'EUR',
        amount_cents: 10_000,
        current_value_amount_cents: 2_500,
        active_until: '2026-11-26T10:00:00.000Z',
      },
    ],
    session: null,
    ends_at: null,
    pending_change: null,
    reached: false,
  };

  it('reads a full limit, and the guard reads the same object', () => {
    expect(userLimitDetailsSchema.parse([deposit])).toEqual([deposit]);
    expect(userLimitsSchema.parse([deposit])[0]?.reached).toBe(false);
  });

  it.each([
    ['an unknown type', { type: 'spend' }],
    ['an unknown status', { status: 'pending' }],
    ['a negative amount', { accounts: [{ ...deposit.accounts[0], amount_cents: -1 }] }],
  ])('refuses %s', (_case, change) => {
    expect(userLimitDetailsSchema.safeParse([{ ...deposit, ...change }]).success).toBe(false);
  });

  it('takes a request in the family spellings and refuses a fractional amount', () => {
    const request = { type: 'cooling_off', period: 'daily', password: 'secret' };
    expect(userLimitRequestSchema.parse(request)).toEqual(request);
    const fractional = { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1.5 }] };
    expect(userLimitRequestSchema.safeParse(fractional).success).toBe(false);
  });
});
