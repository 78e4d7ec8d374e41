import { describe, expect, it } from 'vitest';
import { promotion } from '../test/promotion-fixtures';
import { headlineOf, occasionOf } from './offer-headline';

const euros = { currency: 'EUR', amount_cents: 20_000, min_deposit_cents: 2_000, max_bet_cents: 500 };

describe('the headline of an offer', () => {
  it('is the match and its cap for a deposit match', () => {
    expect(headlineOf(promotion(), euros)).toEqual({ kind: 'match', percent: 100, capCents: 20_000 });
  });

  it('is the amount for a welcome gift or a fixed deposit bonus', () => {
    const welcome = promotion({ kind: 'registration', deposit_number: null, match_percent: null });
    expect(headlineOf(welcome, { ...euros, amount_cents: 500 })).toEqual({ kind: 'welcome', amountCents: 500 });
    expect(headlineOf(promotion({ match_percent: null }), euros)).toEqual({ kind: 'fixed', amountCents: 20_000 });
  });

  it('counts free spins, whose amount is the bet of each spin', () => {
    const spins = promotion({ freespins_count: 10, match_percent: null });
    expect(headlineOf(spins, { ...euros, amount_cents: 20 })).toEqual({ kind: 'spins', count: 10, betCents: 20 });
  });

  it('has no amount when the offer lists no currency', () => {
    expect(headlineOf(promotion(), undefined)).toEqual({ kind: 'match', percent: 100, capCents: null });
  });
});

describe('when an offer is given', () => {
  it('is on sign-up, on a numbered deposit or on any deposit', () => {
    expect(occasionOf(promotion({ kind: 'registration', deposit_number: null }))).toBe('signUp');
    expect([1, 2, 3, 4].map((n) => occasionOf(promotion({ deposit_number: n })))).toEqual([
      'deposit1',
      'deposit2',
      'deposit3',
      'depositN',
    ]);
    expect(occasionOf(promotion({ deposit_number: null }))).toBe('anyDeposit');
  });
});
