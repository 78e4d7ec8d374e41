import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test/test-app';
import { createTestApp } from './test/test-app';

describe('platform endpoints', () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), 'casino-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>casino</title>');

  beforeAll(async () => {
    t = await createTestApp('pglite', { WEB_DIST_DIR: webDist, COUNTRY_HEADER: 'cf-ipcountry' });
  });
  afterAll(async () => t?.close());

  it("serves every locale's messages with a cache that follows the 5-minute bucket", async () => {
    for (const lang of LOCALES) {
      const response = await t.app.inject({ url: `/messages/${lang}.json?t=1763700000000` });
      expect(response.statusCode, lang).toBe(200);
      expect(Object.keys(response.json()).length).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toContain('immutable');
    }
    expect((await t.app.inject({ url: '/messages/xx.json' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/messages/en.json?t=abc' })).statusCode).toBe(422);
  });

  it('tells the caller its address and country, trusting only the configured header', async () => {
    const plain = await t.app.inject({ url: '/api/current_ip' });
    // Found for nobody: the default, said to be one.
    expect(plain.json()).toEqual({ ip: '127.0.0.1', country_code: 'MT', country_known: false });
    const viaProxy = await t.app.inject({ url: '/api/current_ip', headers: { 'cf-ipcountry': 'de' } });
    expect(viaProxy.json()).toMatchObject({ country_code: 'DE', country_known: true });
  });

  it('puts every visitor in DEV_COUNTRY when the development override is set', async () => {
    const dev = await createTestApp('pglite', { COUNTRY_HEADER: 'cf-ipcountry', DEV_COUNTRY: 'AU' });
    try {
      const response = await dev.app.inject({ url: '/api/current_ip', headers: { 'cf-ipcountry': 'DE' } });
      expect(response.json().country_code).toBe('AU');
    } finally {
      await dev.close();
    }
  });

  it('gives guests a realtime guest connection in their settings', async () => {
    const settings = (await t.app.inject({ url: '/api/player/settings', headers: { host: 'casino.test' } })).json();
    expect(settings.cent).toMatchObject({ user: '', url: 'ws://casino.test/connection/websocket' });
    expect(settings.cent.token.split('.')).toHaveLength(3);
    expect(settings).toMatchObject({ currency: 'EUR', locale: 'en', captcha_key: '/api/captcha/challenge' });
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ['/api/games_filter', '/api/info/currencies', '/api/fe/config/{name}', '/log']) {
      expect(doc.paths, route).toHaveProperty([route]);
    }
    expect(doc.paths['/api/games_filter'].post.requestBody).toBeDefined();
  });

  it('answers browser navigations with the app and unknown API calls with a coded 404', async () => {
    const home = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ url: '/pokies/all', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>casino</title>');
    // A rebuilt web app is served without a restart.
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'assets', 'late-chunk.js'), 'export {};');
    const late = await t.app.inject({ url: '/assets/late-chunk.js' });
    expect(late.statusCode).toBe(200);
    expect(late.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /api/nothing-here' } });
  });
});
