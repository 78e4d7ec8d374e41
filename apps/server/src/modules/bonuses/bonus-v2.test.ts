import type { PromoCodeAnswer, V2Bonus } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';

/**
 * The v2 calls over the same engine: a promo code redeems a coupon and says what it gave (a bonus or free spins),
 * a wrong or repeated code is refused with a coded error, and the v2 list shows both kinds with their status.
 * The ledger check runs when the file closes.
 */
describe.each(DATABASE_KINDS)('v2 bonus calls on %s', (kind) => {
  let t: TestApp;
  let slot: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    slot = t.app.games.randomGame({ device: 'desktop', currency: 'EUR', category: 'pokies' }, 'MT').identifier;
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
    for (const payload of [
      { group_key: 'v2_bonus', title: 'V2 bonus', kind: 'coupon', amount_cents: { EUR: 1_000 }, wager_multiplier: 5 },
      {
        group_key: 'v2_spins',
        title: 'V2 spins',
        kind: 'coupon',
        freespins_count: 5,
        amount_cents: { EUR: 20 },
        games: [slot],
        wager_multiplier: 0,
      },
    ]) {
      const code = payload.group_key === 'v2_bonus' ? 'V2BONUS' : 'V2SPINS';
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/admin/bonus_campaigns',
        headers,
        payload: { ...payload, code },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('redeems a promo code into a bonus or free spins, refuses a wrong or repeated one, and lists both', async () => {
    const player = await registerPlayer(t.app);
    const redeem = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/bonuses/promo-code',
        headers: { cookie: player.cookie },
        payload: { code },
      });

    const bonus = await redeem('v2bonus');
    expect(bonus.statusCode, bonus.body).toBe(200);
    expect(bonus.json<PromoCodeAnswer>()).toMatchObject({ name: 'V2 bonus', bonus_type: 'casino_bonus' });
    expect((await redeem('V2BONUS')).json()).toMatchObject({ error: { code: 'CONFLICT' } });
    const wrong = await redeem('NOSUCHCODE');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
      errors: { code: ['validation.invalid'] },
    });
    const spins = await redeem('V2SPINS');
    expect(spins.json<PromoCodeAnswer>()).toMatchObject({ name: 'V2 spins', bonus_type: 'casino_freespins' });

    const list = await t.app.inject({ url: '/api/v2/bonuses', headers: { cookie: player.cookie } });
    expect(list.statusCode, list.body).toBe(200);
    const byType = new Map(list.json<V2Bonus[]>().map((entry) => [entry.type, entry]));
    expect(byType.get('casino_bonus')).toMatchObject({
      id: bonus.json<PromoCodeAnswer>().bonus_id,
      status: 'handle_bets',
      trigger_key: 'v2_bonus',
      details: { computed_status: 'active', currency: 'EUR', amount_cents: 1_000, freespins_total: null },
    });
    expect(byType.get('casino_freespins')).toMatchObject({
      id: spins.json<PromoCodeAnswer>().bonus_id,
      status: 'issued',
      details: { computed_status: 'available', amount_cents: 20, freespins_total: 5 },
    });
    expect((await t.app.inject({ url: '/api/v2/bonuses' })).statusCode).toBe(401);
  });
});
