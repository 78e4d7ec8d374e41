import type { WalletAccount } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { writeRoundBalance } from './round-balance';

const wallet = (currency: string, amount_cents: number): WalletAccount => ({
  currency,
  active: true,
  amount_cents,
  available_to_cashout_cents: amount_cents,
  available_to_bet_with_locked_cent: amount_cents,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  subunits_to_unit: 100,
  display_unit: 'unit',
});

describe('writeRoundBalance', () => {
  it('updates the wallet of the round currency only', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.accounts(), [wallet('EUR', 10_000), wallet('USD', 500)]);
    writeRoundBalance(queryClient, { currency: 'EUR', balance: 9_750 });
    const accounts = queryClient.getQueryData<WalletAccount[]>(queryKeys.accounts());
    expect(accounts?.map((account) => [account.currency, account.amount_cents])).toEqual([
      ['EUR', 9_750],
      ['USD', 500],
    ]);
  });

  it('leaves an unloaded wallet list unloaded', () => {
    const queryClient = new QueryClient();
    writeRoundBalance(queryClient, { currency: 'EUR', balance: 9_750 });
    expect(queryClient.getQueryData(queryKeys.accounts())).toBeUndefined();
  });
});
