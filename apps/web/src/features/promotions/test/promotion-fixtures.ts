import type { Promotion } from '@casino/contracts';

/** The seeded first deposit offer (100% up to €200, min €20), amounts in the demo's four currencies. */
export function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    slug: 'first_deposit',
    title: 'First deposit: 100% up to 200',
    kind: 'deposit',
    deposit_number: 1,
    match_percent: 100,
    freespins_count: null,
    currencies: [
      { currency: 'AUD', amount_cents: 30_000, min_deposit_cents: 3_000, max_bet_cents: 750 },
      { currency: 'CAD', amount_cents: 30_000, min_deposit_cents: 3_000, max_bet_cents: 750 },
      { currency: 'EUR', amount_cents: 20_000, min_deposit_cents: 2_000, max_bet_cents: 500 },
      { currency: 'USD', amount_cents: 20_000, min_deposit_cents: 2_000, max_bet_cents: 500 },
    ],
    wager_multiplier: 35,
    contributions: { pokies: 100, table: 10, live: 0, other: 100 },
    activation_days: 7,
    wager_days: 30,
    requires_pick: true,
    games: [],
    ...overrides,
  };
}
