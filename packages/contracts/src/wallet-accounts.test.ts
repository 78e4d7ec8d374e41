import { describe, expect, it } from 'vitest';
import { walletAccountsSchema } from './wallet-accounts';

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

describe('wallet accounts', () => {
  it('reads the accounts as the server lists them', () => {
    expect(walletAccountsSchema.parse([btc])).toEqual([btc]);
  });

  it.each([
    'amount_cents',
    'available_to_cashout_cents',
    'available_to_bet_with_locked_cent',
    'subunits_to_unit',
    'display_unit',
  ] as const)('never invents %s: missing, it fails the whole list', (field) => {
    const { [field]: _left, ...account } = btc;
    expect(walletAccountsSchema.safeParse([{ ...btc, currency: 'EUR', subunits_to_unit: 100 }, account]).success).toBe(
      false,
    );
  });

  it.each([
    ['a string amount', { amount_cents: '150000' }],
    ['a fraction of a minor unit', { amount_cents: 1.5 }],
    ['an amount beyond safe integers', { available_to_cashout_cents: 2 ** 53 }],
    ['a negative balance', { amount_cents: -1 }],
    ['an unknown display unit', { display_unit: 'nano' }],
    ['a unit of zero', { subunits_to_unit: 0 }],
    ['a null unit', { subunits_to_unit: null }],
  ])('refuses %s', (_case, change) => {
    expect(walletAccountsSchema.safeParse([{ ...btc, ...change }]).success).toBe(false);
  });
});
