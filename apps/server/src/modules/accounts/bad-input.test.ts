import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../../test/accounts-kit';
import { freshAddress, registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const ENDPOINTS = [
  ['POST', '/api/users'],
  ['POST', '/check-email'],
  ['POST', '/api/users/sign_in'],
  ['POST', '/api/users/password'],
  ['PUT', '/api/users/password'],
  ['POST', '/api/users/confirmation'],
  ['POST', '/api/users/transaction'],
  ['PATCH', '/api/player'],
  ['PUT', '/api/player/password'],
  ['PATCH', '/api/player/update_locale'],
  ['PUT', '/api/subscriptions'],
  ['POST', '/api/player/groups'],
  ['POST', '/api/player/accounts'],
  ['POST', '/api/player/two_factor/confirm'],
  ['POST', '/api/player/two_factor/disable'],
  ['PATCH', '/api/player/set_bonus_code'],
  ['PATCH', '/api/player/update_bonus_settings'],
  ['POST', '/restore-id/set'],
  ['POST', '/api/auth_providers/update_details'],
] as const;

const BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { user: null },
  { user: [] },
  { user: 'x' },
  { user: { email: 123, password: {}, currency: [], country: null, terms_acceptance: 'yes' } },
  { user: { email: 'a@b.co', password: 'x'.repeat(10_000), date_of_birth: '9999-99-99' } },
  { user: { email: '\u0000@\u202e.com', password: '\ud800', nickname: '💥'.repeat(50), postal_code: [] } },
  { user: { otp_attempt: 123456, captcha: 'x'.repeat(30_000), reset_password_token: {} } },
  JSON.parse('{"__proto__":{"polluted":true},"user":{"constructor":{"prototype":{"x":1}}}}'),
  { groups: { add: [null, {}, -1, 'x'.repeat(500)] }, locale: 7, currency: 'eur', restore_id: '' },
  { otp_attempt: '１２３４５６', deposit_bonus_code: null, can_issue: 'no', bin: 411111, last4: '12' },
];

describe('bad input to the account endpoints', () => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    player = await registerPlayer(t.app);
  });
  afterAll(async () => t?.close());

  it('never causes a 5xx, signed in or not', async () => {
    for (const [method, url] of ENDPOINTS) {
      for (const body of BODIES) {
        for (const cookie of [undefined, player.cookie]) {
          const response = await t.app.inject({
            method,
            url,
            remoteAddress: freshAddress(),
            headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        }
      }
    }
    const odd = [
      '/api/users/confirmation?confirmation_token[]=1',
      '/api/users/confirmation?confirmation_token=%E0%A4%A',
      '/api/auth/google_oauth2/callback?state=x&code=y',
      '/api/auth/%00',
      '/dev/mailbox/1e400',
    ];
    for (const url of odd) expect((await t.app.inject({ url })).statusCode, url).toBeLessThan(500);
    for (const host of ['a b', 'x:99999', '[::1', '%']) {
      for (const url of ['/api/player/settings', '/api/auth/google_oauth2']) {
        expect((await t.app.inject({ url, headers: { host } })).statusCode, `${host} ${url}`).toBeLessThan(500);
      }
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/users/password',
        headers: { host, origin: 'http://casino.test' },
        payload: { user: { email: 'a@b.co' } },
      });
      expect(post.statusCode, host).toBeLessThan(500);
    }
    // No proxy is trusted here, so a caller's scheme is ignored: the answer is the plain one, not a 400.
    for (const proto of ['null', 'javascript', 'x'.repeat(20)]) {
      const settings = await t.app.inject({ url: '/api/player/settings', headers: { 'x-forwarded-proto': proto } });
      expect(settings.statusCode, proto).toBe(200);
    }
    const cookies = ['casino_session=%', 'casino_session=' + 'x'.repeat(5000), '__Host-casino_session=;;;'];
    for (const cookie of cookies) {
      expect((await t.app.inject({ url: '/api/player', headers: { cookie } })).statusCode, cookie).toBe(401);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a scheme other than http and https from a trusted proxy with a 400, not a 500', async () => {
    const proxied = await createTestApp('pglite', { TRUST_PROXY_HOPS: 1 });
    try {
      for (const proto of ['null', 'javascript', 'x'.repeat(20)]) {
        for (const url of ['/api/player/settings', '/api/auth/google_oauth2/callback?code=x&state=y']) {
          const response = await proxied.app.inject({ url, headers: { 'x-forwarded-proto': proto } });
          expect(response.statusCode, `${proto} ${url}`).toBeLessThan(500);
        }
      }
      const settings = await proxied.app.inject({
        url: '/api/player/settings',
        headers: { 'x-forwarded-proto': 'null' },
      });
      expect(settings.statusCode).toBe(400);
      const https = await proxied.app.inject({
        url: '/api/player/settings',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
