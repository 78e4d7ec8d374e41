import type { FreespinsGift, PlayerBonus } from '@casino/contracts';

/** A bonus as `GET /api/player/bonuses` lists it; tests change only what they are about. */
export function playerBonus(overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    id: 1,
    title: 'Welcome gift',
    type: 'bonus',
    kind: 'registration',
    stage: 'issued',
    strategy: 'default',
    group_key: 'welcome',
    currency: 'EUR',
    amount_cents: 2_000,
    balance_cents: 0,
    amount_wager_requirement_cents: 60_000,
    amount_wager_cents: 0,
    max_bet_cents: 500,
    activatable: true,
    activatable_until: '2026-12-01T12:00:00.000Z',
    activates_at: null,
    valid_until: null,
    cancelable: false,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Free spins as `GET /api/player/freespins` lists them: issued, ten spins at €0.20 in one game. */
export function freespinsGift(overrides: Partial<FreespinsGift> = {}): FreespinsGift {
  return {
    id: 1,
    title: 'Ten on the house',
    stage: 'issued',
    freespins_total: 10,
    freespins_performed: null,
    bet_cents: 20,
    bet_level: 1,
    games: ['aurora/starlight-sevens'],
    games_info: [{ identifier: 'aurora/starlight-sevens', title: 'Starlight Sevens' }],
    provider: 'aurora',
    activation_path: '/play/aurora/starlight-sevens?mode=real',
    activation_condition: null,
    currency: 'EUR',
    winnings_cents: 0,
    wager_multiplier: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    activatable: true,
    activatable_until: '2026-12-01T12:00:00.000Z',
    valid_until: null,
    cancelable: true,
    group_key: 'ten_on_the_house',
    ...overrides,
  };
}
