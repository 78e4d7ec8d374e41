import type { UserLimitDetail } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { applyingLimit, changeTiming, pendingEffectiveAt, usageOf } from './limit-view';

function limit(id: number, period: 'day' | 'week' | 'month', amount: number, used: number): UserLimitDetail {
  return {
    id,
    type: 'deposit',
    period,
    status: 'active',
    strategy: null,
    parent_type: null,
    disable_at: null,
    confirm_until: null,
    created_at: '2026-11-01T00:00:00Z',
    accounts: [
      { currency: 'EUR', amount_cents: amount, current_value_amount_cents: used, active_until: '2026-11-26T00:00:00Z' },
    ],
    session: null,
    ends_at: null,
    pending_change: null,
    reached: false,
  };
}

describe('usageOf', () => {
  it('gives the share used and what is left', () => {
    expect(usageOf({ amount_cents: 10_000, current_value_amount_cents: 2_500 })).toEqual({
      used: 2_500,
      remaining: 7_500,
      share: 0.25,
      reached: false,
    });
  });

  it('counts a negative current value by its size and is reached at zero left', () => {
    expect(usageOf({ amount_cents: 10_000, current_value_amount_cents: -10_000 })).toMatchObject({
      remaining: 0,
      share: 1,
      reached: true,
    });
    expect(usageOf({ amount_cents: 0, current_value_amount_cents: 0 })).toMatchObject({ reached: true, share: 1 });
  });
});

describe('changeTiming', () => {
  it('applies a lower amount at once and makes a higher one wait', () => {
    expect(changeTiming(undefined, 500)).toBe('new');
    expect(changeTiming(1_000, 500)).toBe('immediate');
    expect(changeTiming(1_000, 1_500)).toBe('delayed');
    expect(changeTiming(1_000, 1_000)).toBe('unchanged');
  });
});

describe('applyingLimit', () => {
  it('picks the period with the least left, not the smallest amount', () => {
    const daily = limit(1, 'day', 5_000, 1_000);
    const weekly = limit(2, 'week', 20_000, 18_000);
    expect(applyingLimit([daily, weekly], 'deposit', 'EUR')?.limit.id).toBe(2);
    expect(applyingLimit([daily, weekly], 'deposit', 'EUR')?.remaining).toBe(2_000);
  });

  it('ignores other types and currencies', () => {
    expect(applyingLimit([limit(1, 'day', 5_000, 0)], 'loss', 'EUR')).toBeUndefined();
    expect(applyingLimit([limit(1, 'day', 5_000, 0)], 'deposit', 'USD')).toBeUndefined();
  });
});

describe('pendingEffectiveAt', () => {
  it('reads a removal from disable_at and a raise from the pending change', () => {
    const removal = { ...limit(1, 'day', 5_000, 0), status: 'confirmed_disable', disable_at: '2026-11-27T00:00:00Z' };
    expect(pendingEffectiveAt(removal as UserLimitDetail)).toBe('2026-11-27T00:00:00Z');
    const raise = {
      ...limit(1, 'day', 5_000, 0),
      status: 'unconfirmed',
      pending_change: {
        accounts: [],
        amount_minutes: null,
        effective_at: '2026-11-28T00:00:00Z',
        requested_at: '2026-11-25T00:00:00Z',
      },
    };
    expect(pendingEffectiveAt(raise as UserLimitDetail)).toBe('2026-11-28T00:00:00Z');
  });
});
