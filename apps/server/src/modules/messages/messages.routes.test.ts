import { gunzipSync } from 'node:zlib';
import { LOCALES } from '@casino/contracts';
import { MESSAGES } from '@casino/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

describe('translated messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it.each(LOCALES)('serves the %s file itself, plain and gzipped', async (lang) => {
    const plain = await t.app.inject({ url: `/messages/${lang}.json` });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(plain.json()).toEqual(MESSAGES[lang]);

    const zipped = await t.app.inject({ url: `/messages/${lang}.json?t=1`, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(MESSAGES[lang]);
  });

  it('refuses a locale the product is not sold in with the coded validation error', async () => {
    const response = await t.app.inject({ url: '/messages/xx.json' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
