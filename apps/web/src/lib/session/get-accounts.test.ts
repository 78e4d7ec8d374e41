import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../http/http-client';
import { accountsQueryOptions } from './get-accounts';
import { parseWith } from '../http/lazy-schema';

const request = vi.hoisted(() => vi.fn());
vi.mock('../http/api', () => ({ http: { request } }));

/** The server answers `body`; like the real client, the module's schema reads it. */
function serverAnswers(body: unknown) {
  request.mockImplementation(async (_path: string, { schema }: RequestOptions<unknown>) =>
    schema ? parseWith(schema, body) : body,
  );
}

const btc = {
  currency: 'BTC',
  active: true,
  amount_cents: 150_000,
  available_to_cashout_cents: 150_000,
  available_to_bet_with_locked_cent: 150_000,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  subunits_to_unit: 100_000_000,
  display_unit: 'micro',
};
const eur = { ...btc, currency: 'EUR', subunits_to_unit: 100, display_unit: 'unit' };

const loadAccounts = () => new QueryClient().fetchQuery(accountsQueryOptions());

describe('player accounts', () => {
  it('reads the accounts as the server lists them', async () => {
    serverAnswers([btc, eur]);
    await expect(loadAccounts()).resolves.toEqual([btc, eur]);
  });

  it('never invents a money field: a missing unit or cash-out amount fails the whole list', async () => {
    const { subunits_to_unit: _unit, ...withoutUnit } = btc;
    serverAnswers([eur, withoutUnit]);
    await expect(loadAccounts()).rejects.toThrow();
    const { available_to_cashout_cents: _cashout, ...withoutCashout } = btc;
    serverAnswers([withoutCashout]);
    await expect(loadAccounts()).rejects.toThrow();
  });

  it('refuses amounts that are not whole minor units', async () => {
    for (const amount of ['150000', 1.5, 2 ** 53, -1]) {
      serverAnswers([{ ...btc, amount_cents: amount }]);
      await expect(loadAccounts()).rejects.toThrow();
      serverAnswers([{ ...btc, available_to_bet_with_locked_cent: amount }]);
      await expect(loadAccounts()).rejects.toThrow();
    }
  });
});
