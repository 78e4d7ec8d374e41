import {
  cryptoExchangeRatesSchema,
  currencySchema,
  ENABLED_CURRENCIES,
  LOCALES,
  playerFieldsSchema,
  projectInfoSchema,
} from '@casino/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

describe.each(DATABASE_KINDS)('reference data API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  const get = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  it('lists every enabled currency with integer subunits and crypto flags', async () => {
    const list = z.array(currencySchema).parse(await get('/api/info/currencies'));
    expect(list.map((c) => c.code).sort()).toEqual([...ENABLED_CURRENCIES].sort());
    expect(list.find((c) => c.code === 'EUR')).toMatchObject({ fiat: true, default: true, subunits_to_unit: 100 });
    expect(list.find((c) => c.code === 'BTC')).toMatchObject({ fiat: false, display_unit: 'micro' });
    expect(list.find((c) => c.code === 'ETH')).toMatchObject({ fiat: false, display_unit: 'milli' });
  });

  it('lists countries with their restriction and locales in the product order', async () => {
    const countries: { code: string; restriction: string }[] = await get('/api/info/countries');
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c) => c.code === 'EE')?.restriction).toBe('partial');
    const locales: { code: string }[] = await get('/api/info/locales');
    expect(locales.map((l) => l.code)).toEqual([...LOCALES]);
  });

  it("answers one country's restriction, and 404 for a code that names none", async () => {
    expect(await get('/api/info/countries/ee')).toMatchObject({ code: 'EE', restriction: 'partial' });
    expect(await get('/api/info/countries/MT')).toMatchObject({ code: 'MT', restriction: 'none' });
    expect((await t.app.inject({ url: '/api/info/countries/QQ' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/info/countries/EST' })).statusCode).toBe(422);
  });

  it('serves statuses, project info, player fields, auth providers and exchange rates', async () => {
    const statuses: { id: string }[] = await get('/api/info/statuses');
    expect(statuses.map((s) => s.id)).toEqual(expect.arrayContaining(['1117', '759', '255']));
    expect(projectInfoSchema.parse(await get('/api/info/project')).license).toBe('CW');
    expect(playerFieldsSchema.parse(await get('/api/info/player_fields')).fields.length).toBeGreaterThan(5);
    expect(await get('/api/info/auth_providers')).toEqual([{ name: 'google_oauth2', enabled: false }]);
    const rates = cryptoExchangeRatesSchema.parse(await get('/api/info/crypto_exchange_rates'));
    expect(rates.BTC?.EUR?.total_exchange_rate).toBeGreaterThan(0);
  });
});
