import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../test/accounts-kit';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

describe('cross-site request protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const logUtm = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/log_utm_set',
      headers: { host: 'casino.test', ...headers },
      payload: { utmMetrics: { utm_source: 'news' } },
    });

  it('accepts same-origin browser calls and non-browser clients', async () => {
    expect((await logUtm({ origin: 'http://casino.test', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect((await logUtm({ referer: 'http://casino.test/pokies' })).statusCode).toBe(204);
    expect((await logUtm({})).statusCode).toBe(204);
    expect((await logUtm({ 'sec-fetch-site': 'none' })).statusCode).toBe(204);
  });

  it('refuses state changes from other sites, whatever the cookie', async () => {
    const player = await registerPlayer(t.app);
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://casino.test.evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
      // A sibling subdomain is "same site" for SameSite cookies, which is exactly the gap this closes.
      { 'sec-fetch-site': 'same-site', origin: 'http://promo.casino.test' },
    ];
    for (const headers of cases) {
      const response = await logUtm(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
      const signOut = await t.app.inject({
        method: 'DELETE',
        url: '/api/users/sign_out',
        headers: { ...headers, host: 'casino.test', cookie: player.cookie },
      });
      expect(signOut.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/player', headers: { cookie: player.cookie } })).statusCode).toBe(200);
    // Reading is not a state change: cross-site GETs are answered (the browser keeps the answer from the other site).
    const read = await t.app.inject({ url: '/api/info/currencies', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });

  it('compares against PUBLIC_URL when the site runs behind a proxy that rewrites Host', async () => {
    const proxied = await createTestApp('pglite', { PUBLIC_URL: 'https://casino.example' });
    try {
      const post = (origin: string) =>
        proxied.app.inject({
          method: 'PUT',
          url: '/log',
          headers: { origin, host: 'internal:3000' },
          payload: { level: 'info', code: 'X', message: 'x' },
        });
      expect((await post('https://casino.example')).statusCode).toBe(204);
      expect((await post('http://internal:3000')).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});
