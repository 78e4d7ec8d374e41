import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../http/http-client';
import { isLimitReached, userLimitsQueryOptions } from './get-user-limits';
import { parseWith } from '../http/lazy-schema';

const request = vi.hoisted(() => vi.fn());
vi.mock('../http/api', () => ({ http: { request } }));

/** The server answers `body`; like the real client, the module's schema reads it. */
function serverAnswers(body: unknown) {
  request.mockImplementation(async (_path: string, { schema }: RequestOptions<unknown>) =>
    schema ? parseWith(schema, body) : body,
  );
}

const account = (amount: number, current: number) => ({
  currency: 'EUR',
  amount_cents: amount,
  current_value_amount_cents: current,
});

const loadLimits = () => new QueryClient().fetchQuery(userLimitsQueryOptions());

describe('user limits', () => {
  it('are reached when the amount minus the absolute current value is zero or less', () => {
    expect(isLimitReached({ type: 'loss', accounts: [account(10_000, -9_999)] })).toBe(false);
    expect(isLimitReached({ type: 'loss', accounts: [account(10_000, -10_000)] })).toBe(true);
    expect(isLimitReached({ type: 'deposit', accounts: [account(5_000, 7_500)] })).toBe(true);
  });

  it('always count a cooling-off period as reached', () => {
    expect(isLimitReached({ type: 'coolingoff', accounts: [] })).toBe(true);
  });

  it('take the server’s verdict for limits without money accounts, such as playing time', () => {
    expect(isLimitReached({ type: 'session', accounts: [], reached: true })).toBe(true);
    expect(isLimitReached({ type: 'session', accounts: [], reached: false })).toBe(false);
    expect(isLimitReached({ type: 'loss', accounts: [account(10_000, -10_000)], reached: false })).toBe(true);
  });

  it('are read as the server lists them', async () => {
    serverAnswers([{ type: 'loss', accounts: [account(10_000, -10_000)] }, { type: 'coolingoff' }]);
    const limits = await loadLimits();
    expect(limits.map(isLimitReached)).toEqual([true, true]);
  });

  it('never read a missing or malformed current value as nothing used: the list is refused', async () => {
    serverAnswers([{ type: 'loss', accounts: [{ currency: 'EUR', amount_cents: 0 }] }]);
    await expect(loadLimits()).resolves.toEqual([]);
    serverAnswers([{ type: 'loss', accounts: [{ ...account(10_000, 0), current_value_amount_cents: '0' }] }]);
    await expect(loadLimits()).resolves.toEqual([]);
    expect(request).toHaveBeenCalledWith(
      '/api/user_limits',
      expect.objectContaining({ logCode: 'LOAD_USER_LIMITS_ERROR' }),
    );
  });
});
