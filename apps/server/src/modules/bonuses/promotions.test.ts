import type { Promotion } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';

/**
 * The promotions pages' calls: the public offers of the visitor's country with their whole terms, never a campaign
 * that needs a code or is switched off, and one offer by its slug.
 */
describe.each(DATABASE_KINDS)('promotions on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, COUNTRY_HEADER: 'cf-ipcountry' });
    const deposit = {
      kind: 'deposit',
      match_percent: 100,
      amount_cents: { EUR: 20_000, CAD: 30_000 },
      min_deposit_cents: { EUR: 2_000, CAD: 3_000 },
      max_bet_cents: { EUR: 500 },
      wager_multiplier: 35,
    };
    for (const campaign of [
      { group_key: 'promo_second', title: 'Second deposit', ...deposit, deposit_number: 2 },
      { group_key: 'promo_first', title: 'First deposit', ...deposit, deposit_number: 1, requires_pick: true },
      {
        group_key: 'promo_welcome',
        title: 'Welcome',
        kind: 'registration',
        amount_cents: { EUR: 500 },
        wager_multiplier: 10,
      },
      { group_key: 'promo_coded', title: 'Coded', ...deposit, code: 'SECRET1' },
      { group_key: 'promo_canada', title: 'Canada only', ...deposit, countries: ['CA'] },
      { group_key: 'promo_off', title: 'Switched off', ...deposit, active: false },
    ]) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/admin/bonus_campaigns',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: campaign,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  const promotions = async (country: string) => {
    const response = await t.app.inject({ url: '/api/bonuses/promotions', headers: { 'cf-ipcountry': country } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Promotion[]>().filter((promotion) => promotion.slug.startsWith('promo_'));
  };

  it('lists the public offers of the country, welcome gifts first and deposits in their order, with their terms', async () => {
    expect((await promotions('MT')).map((promotion) => promotion.slug)).toEqual([
      'promo_welcome',
      'promo_first',
      'promo_second',
    ]);
    expect((await promotions('CA')).map((promotion) => promotion.slug)).toContain('promo_canada');
    expect((await promotions('MT'))[1]).toEqual({
      slug: 'promo_first',
      title: 'First deposit',
      kind: 'deposit',
      deposit_number: 1,
      match_percent: 100,
      freespins_count: null,
      currencies: [
        { currency: 'CAD', amount_cents: 30_000, min_deposit_cents: 3_000, max_bet_cents: null },
        { currency: 'EUR', amount_cents: 20_000, min_deposit_cents: 2_000, max_bet_cents: 500 },
      ],
      wager_multiplier: 35,
      contributions: { pokies: 100, table: 10, live: 0, other: 100 },
      activation_days: 7,
      wager_days: 30,
      requires_pick: true,
      games: [],
    });
  });

  it('answers one offer by its slug, and 404 for one that is not public here', async () => {
    const one = await t.app.inject({ url: '/api/bonuses/promotions/promo_welcome', headers: { 'cf-ipcountry': 'MT' } });
    expect(one.json<Promotion>()).toMatchObject({ slug: 'promo_welcome', kind: 'registration', wager_multiplier: 10 });
    for (const slug of ['promo_coded', 'promo_off', 'promo_canada', 'nothing_here']) {
      const missing = await t.app.inject({ url: `/api/bonuses/promotions/${slug}`, headers: { 'cf-ipcountry': 'MT' } });
      expect(missing.statusCode, slug).toBe(404);
    }
    const bad = await t.app.inject({ url: '/api/bonuses/promotions/Not%20a%20slug' });
    expect(bad.statusCode).toBe(422);
  });
});
