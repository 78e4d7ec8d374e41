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

  it('refuses a null document and a free-form one nested past the body limit, keeping the stored one', async () => {
    const operator = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
    const put = (payload: string) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/fe/config/betting-config', headers: operator, payload });
    const before = (await t.app.inject({ url: '/api/fe/config/betting-config' })).json();

    const empty = await put('null');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ value: ['validation.required'] });
    // A recursive schema walks a document by recursion: 5,000 levels used to overflow the stack into a 500.
    const deep = await put(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.code).toBe('BAD_REQUEST');
    expect((await put(`${'['.repeat(5000)}${']'.repeat(5000)}`)).statusCode).toBe(400);

    expect((await t.app.inject({ url: '/api/fe/config/betting-config' })).json()).toEqual(before);
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
