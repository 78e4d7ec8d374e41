import { describe, expect, it } from 'vitest';
import { accountsSchema } from './get-accounts';

const btc = {
  currency: 'BTC',
  active: true,
  amount_cents: 150_000,
  available_to_cashout_cents: 150_000,
  available_to_bet_with_locked_cent: 150_000,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  display_unit: 'micro',
};

describe('accountsSchema', () => {
  it('reads the accounts as the server lists them', () => {
    expect(accountsSchema.parse([{ ...btc, subunits_to_unit: 100_000_000 }])).toEqual([
      { ...btc, subunits_to_unit: 100_000_000 },
    ]);
  });

  it('never invents a money field: a missing unit or cash-out amount fails the list', () => {
    expect(() => accountsSchema.parse([btc])).toThrow();
    expect(() =>
      accountsSchema.parse([{ ...btc, subunits_to_unit: 100_000_000, available_to_cashout_cents: undefined }]),
    ).toThrow();
    expect(() => accountsSchema.parse([{ ...btc, subunits_to_unit: 100_000_000, amount_cents: 1.5 }])).toThrow();
    expect(() =>
      accountsSchema.parse([{ ...btc, subunits_to_unit: 100_000_000, available_to_bet_with_locked_cent: '5' }]),
    ).toThrow();
  });
});
