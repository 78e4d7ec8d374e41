import { FE_CONFIG_NAMES } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';

describe.each(DATABASE_KINDS)('front-end configuration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
  });
  afterAll(async () => t?.close());

  it('serves every configuration document the specs name', async () => {
    for (const name of FE_CONFIG_NAMES) {
      const response = await t.app.inject({ url: `/api/fe/config/${name}` });
      expect(response.statusCode, name).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/fe/config/no-such-config' })).statusCode).toBe(422);
  });

  it('lets the operator replace a document, and only the operator', async () => {
    const next = { main: ['live', 'top'], menu: ['live'] };
    const put = (headers: Record<string, string>, payload: unknown = next) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/fe/config/menu-categories-games',
        headers,
        payload: payload as object,
      });

    expect((await put({})).statusCode).toBe(401);
    expect((await put({ authorization: 'Bearer wrong-token-wrong-token-wrong' })).statusCode).toBe(401);

    const invalid = await put({ authorization: `Bearer ${ADMIN_TOKEN}` }, { main: 'live' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty('main');

    expect((await put({ authorization: `Bearer ${ADMIN_TOKEN}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/fe/config/menu-categories-games' })).json()).toEqual(next);
  });
});

describe('operator API without ADMIN_TOKEN', () => {
  it('is switched off', async () => {
    const t = await createTestApp('pglite');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/fe/config/banners-config',
      headers: { authorization: 'Bearer anything-at-all-anything-at-all' },
      payload: [],
    });
    expect(response.statusCode).toBe(403);
    await t.close();
  });
});
