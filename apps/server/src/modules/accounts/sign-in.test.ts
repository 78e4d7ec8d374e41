import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, sessions, users } from '../../db/schema';
import type { TestPlayer } from '../../test/accounts-kit';
import {
  freshAddress,
  freshEmail,
  registerPlayer,
  sessionCookie,
  signIn,
  solvedCaptcha,
} from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';

describe.each(DATABASE_KINDS)('sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let player: TestPlayer;
  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(
      kind,
      { COUNTRY_HEADER: 'cf-ipcountry', SESSION_IDLE_MINUTES: 30, SESSION_MAX_AGE_HOURS: 2 },
      { clock },
    );
    player = await registerPlayer(t.app);
  });
  afterAll(async () => t?.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/player', headers: { cookie } });
  const credentials = () => ({ email: player.email, password: player.password, dfpc: 'fp-1' });

  it('signs in with a fresh session token that replaces the one the browser had', async () => {
    const first = await signIn(t.app, credentials());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: player.id, email: player.email, two_factor_enabled: false });
    const cookie = sessionCookie(first);
    expect((await me(cookie)).statusCode).toBe(200);

    const [before] = await t.database.db.select().from(users).where(eq(users.id, player.id));
    clock.advance(60_000);
    const second = await signIn(t.app, credentials(), { headers: { cookie } });
    const rotated = sessionCookie(second);
    expect(rotated).not.toBe(cookie);
    // The old token was ended at sign-in: a token planted before sign-in never becomes a login (fixation).
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(rotated)).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, player.id));
    expect(row?.signInCount).toBe((before?.signInCount ?? 0) + 1);
    expect(row?.lastSignInAt).toEqual(before?.currentSignInAt);
    expect(row?.currentSignInAt).toEqual(clock());
  });

  it('sets an httpOnly, SameSite=Lax cookie with 256 bits of randomness, stored only as a hash', async () => {
    const response = await signIn(t.app, credentials());
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: 'casino_session', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, player.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(cookie?.value);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('marks the cookie Secure with the __Host- prefix behind an HTTPS proxy it trusts', async () => {
    const https = await createTestApp(kind, { TRUST_PROXY_HOPS: 1 });
    try {
      const registered = await https.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'x-forwarded-proto': 'https' },
        payload: {
          user: { email: freshEmail(), password: 'Secret#123', currency: 'EUR', country: 'DE', terms_acceptance: true },
        },
      });
      const [cookie] = registered.cookies;
      expect(cookie).toMatchObject({ name: '__Host-casino_session', secure: true, httpOnly: true, path: '/' });
      // Over HTTPS only the prefixed cookie counts: one planted without the prefix (by a plain-HTTP page or a
      // sibling subdomain) is ignored.
      const unprefixed = await https.app.inject({
        url: '/api/player',
        headers: { cookie: `casino_session=${cookie?.value}`, 'x-forwarded-proto': 'https' },
      });
      expect(unprefixed.statusCode).toBe(401);
      const secure = await https.app.inject({
        url: '/api/player',
        headers: { cookie: `__Host-casino_session=${cookie?.value}`, 'x-forwarded-proto': 'https' },
      });
      expect(secure.statusCode).toBe(200);
    } finally {
      await https.close();
    }
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const wrong = await signIn(t.app, { email: player.email, password: 'Wrong#1234' });
    const unknown = await signIn(t.app, { email: freshEmail(), password: 'Wrong#1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password' } });
    expect(wrong.cookies).toEqual([]);
    const failures = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'sign_in_failed'), eq(securityEvents.email, player.email)));
    expect(failures.length).toBeGreaterThanOrEqual(1);
  });

  it('signs out: the session ends, its cookie is cleared, and the next call is a 401', async () => {
    const cookie = sessionCookie(await signIn(t.app, credentials()));
    const out = await t.app.inject({ method: 'DELETE', url: '/api/users/sign_out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies[0]).toMatchObject({ name: 'casino_session', value: '' });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(cookie)).json().error.code).toBe('UNAUTHORIZED');
    // Signing out without a session is not an error.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/sign_out' })).statusCode).toBe(204);
  });

  it('ends a session after the idle time and after the absolute lifetime', async () => {
    const cookie = sessionCookie(await signIn(t.app, credentials()));
    clock.advance(29 * 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    expect((await me(cookie)).statusCode).toBe(401);

    const busy = sessionCookie(await signIn(t.app, credentials()));
    for (let minutes = 0; minutes < 100; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await me(busy)).statusCode).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await me(busy)).statusCode).toBe(401);
  });

  it('answers every player call without a session with 401', async () => {
    const calls = [
      ['GET', '/api/player'],
      ['PATCH', '/api/player'],
      ['GET', '/api/player/stats'],
      ['GET', '/api/player/accounts'],
      ['GET', '/api/subscriptions'],
      ['PUT', '/api/subscriptions'],
      ['POST', '/api/player/groups'],
      ['PATCH', '/api/player/update_locale'],
      ['PUT', '/api/player/password'],
      ['POST', '/api/player/two_factor'],
      ['GET', '/api/auth_providers'],
      ['POST', '/restore-id/get'],
      ['POST', '/api/users/transaction'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({
        method,
        url,
        payload: { not: 'validated before the session check' },
        headers: { cookie: 'casino_session=' + 'a'.repeat(43) },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const settings = await t.app.inject({ url: '/api/player/settings' });
    expect(settings.json().cent.user).toBe('');
  });

  it('blocks sign-in from partially restricted countries and EE-licence accounts on this site', async () => {
    const restricted = await signIn(t.app, credentials(), { headers: { 'cf-ipcountry': 'GB' } });
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json()).toEqual({
      error: { code: 'LOGIN_RESTRICTED', message: 'Login not available in your country' },
    });
    expect(restricted.cookies).toEqual([]);

    const estonian = await registerPlayer(t.app);
    await t.database.db.update(users).set({ licenseName: 'EE' }).where(eq(users.id, estonian.id));
    const wrongPassword = await signIn(t.app, { email: estonian.email, password: 'Wrong#1234' });
    expect(wrongPassword.json().error.code).toBe('INVALID_CREDENTIALS');
    const blocked = await signIn(t.app, { email: estonian.email, password: estonian.password });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('EE_LICENSE_BLOCKED');
    expect(blocked.cookies).toEqual([]);
  });

  it('asks for a captcha after repeated failures for an address, accepts each solution once, then locks', async () => {
    const target = await registerPlayer(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(t.app, { email: target.email, password: 'Wrong#1234' })).statusCode).toBe(401);
    }
    const noCaptcha = await signIn(t.app, { email: target.email, password: target.password });
    expect(noCaptcha.statusCode).toBe(422);
    expect(noCaptcha.json()).toMatchObject({
      error: { code: 'CAPTCHA_REQUIRED' },
      errors: { 'user.captcha': ['validation.captcha_required'] },
    });
    expect(noCaptcha.cookies).toEqual([]);
    // An unknown address behaves the same, so the captcha does not reveal who is registered.
    const stranger = freshEmail();
    for (let i = 0; i < 3; i += 1) await signIn(t.app, { email: stranger, password: 'Wrong#1234' });
    expect((await signIn(t.app, { email: stranger, password: 'Wrong#1234' })).json().error.code).toBe(
      'CAPTCHA_REQUIRED',
    );

    const captcha = await solvedCaptcha(t.app);
    const solved = await signIn(t.app, { email: target.email, password: target.password, captcha });
    expect(solved.statusCode).toBe(200);
    const replayed = await signIn(t.app, { email: target.email, password: target.password, captcha });
    expect(replayed.json()).toMatchObject({ errors: { 'user.captcha': ['validation.captcha_invalid'] } });
    expect(replayed.cookies).toEqual([]);
    const garbage = await signIn(t.app, { email: target.email, password: target.password, captcha: 'bm90IGpzb24=' });
    expect(garbage.json().error.code).toBe('CAPTCHA_REQUIRED');

    for (let i = 0; i < 7; i += 1) {
      await signIn(t.app, { email: target.email, password: 'Wrong#1234', captcha: await solvedCaptcha(t.app) });
    }
    const locked = await signIn(t.app, {
      email: target.email,
      password: target.password,
      captcha: await solvedCaptcha(t.app),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(locked.cookies).toEqual([]);
    // The lock lifts when the window has passed.
    clock.advance(16 * 60_000);
    expect((await signIn(t.app, { email: target.email, password: target.password })).statusCode).toBe(200);
  });

  it('counts a burst of parallel wrong passwords one by one: the captcha is due after three, known address or not', async () => {
    const target = await registerPlayer(t.app);
    for (const email of [target.email, freshEmail()]) {
      const burst = Array.from({ length: 15 }, () => signIn(t.app, { email, password: 'Wrong#1234' }));
      const answers = (await Promise.all(burst)).map((response) => response.json().error.code);
      expect(answers.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(3);
      expect(answers.filter((code) => code === 'CAPTCHA_REQUIRED')).toHaveLength(12);
      const failures = await t.database.db
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.email, email), eq(securityEvents.kind, 'sign_in_failed')));
      expect(failures).toHaveLength(3);
    }
  });

  it('throttles a brute-force run from one address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await signIn(
        t.app,
        { email: freshEmail('victim'), password: `Guess#${i}` },
        { remoteAddress: address },
      );
      statuses.push(response.statusCode);
    }
    // Failures from one address first need a captcha (after 10), then the per-address limit (20 a minute) stops it.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses).toContain(422);
    expect(statuses.slice(-5).every((status) => status === 429)).toBe(true);
    const limited = await signIn(t.app, credentials(), { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('records sign-ins, failures and sign-outs in the audit log', async () => {
    const kinds = (
      await t.database.db
        .select({ kind: securityEvents.kind })
        .from(securityEvents)
        .where(eq(securityEvents.userId, player.id))
    ).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['registered', 'sign_in', 'sign_in_failed', 'sign_out']));
    const [signInEvent] = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, player.id), eq(securityEvents.kind, 'sign_in')));
    expect(signInEvent?.details).toMatchObject({ dfpc: 'fp-1' });
    expect(signInEvent?.ip).toMatch(/^10\./);
  });
});
