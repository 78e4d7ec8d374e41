import { twoFactorSetupSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, userTotp } from '../../db/schema';
import type { TestPlayer } from '../../test/accounts-kit';
import { freshAddress, registerPlayer, sessionCookie, signIn } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';
import { base32Decode, hotp, TOTP_PERIOD_SECONDS, totpStep } from './totp';
import { ACCOUNT_GUESSES } from '../users';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

describe.each(DATABASE_KINDS)('two-factor authentication on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let player: TestPlayer;
  let secret: Buffer;

  /** The code the player's app shows now, or `offset` steps away. */
  const code = (offset = 0) => hotp(secret, totpStep(clock()) + offset);
  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload && { payload }) });
  const credentials = () => ({ email: player.email, password: player.password });

  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(kind, {}, { clock });
    player = await registerPlayer(t.app);
  });
  afterAll(async () => t?.close());

  it('shows a new secret and QR code once, stores the secret only encrypted, and stays off until confirmed', async () => {
    const response = await post('/api/player/two_factor', player.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const setup = twoFactorSetupSchema.parse(response.json());
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.otpauth_url).toContain('issuer=Aurora+Casino');
    expect(Buffer.from(setup.qr_code.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    secret = base32Decode(setup.secret);

    const [row] = await t.database.db.select().from(userTotp).where(eq(userTotp.userId, player.id));
    expect(row?.secretCiphertext).not.toContain(setup.secret);
    expect(row?.enabledAt).toBeNull();
    const status = await t.app.inject({ url: '/api/player/two_factor', headers: { cookie: player.cookie } });
    expect(status.json()).toEqual({ two_factor_enabled: false });
    // Until confirmed, sign-in does not ask for a code.
    expect((await signIn(t.app, credentials())).statusCode).toBe(200);
  });

  it('turns on with a current code (not a wrong one) and signs out the other browsers', async () => {
    const otherBrowser = sessionCookie(await signIn(t.app, credentials()));
    const wrong = await post('/api/player/two_factor/confirm', player.cookie, { otp_attempt: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: { code: 'INVALID_OTP' },
      errors: { otp_attempt: ['validation.otp_invalid'] },
    });
    const malformed = await post('/api/player/two_factor/confirm', player.cookie, { otp_attempt: '12ab' });
    expect(malformed.json().errors).toEqual({ otp_attempt: ['validation.otp_invalid'] });

    const confirmed = await post('/api/player/two_factor/confirm', player.cookie, { otp_attempt: code() });
    expect(confirmed.json()).toEqual({ two_factor_enabled: true });
    const profile = await t.app.inject({ url: '/api/player', headers: { cookie: player.cookie } });
    expect(profile.json().two_factor_enabled).toBe(true);
    expect((await t.app.inject({ url: '/api/player', headers: { cookie: otherBrowser } })).statusCode).toBe(401);
    // A second set-up while on would replace the secret behind the player's back.
    expect((await post('/api/player/two_factor', player.cookie)).statusCode).toBe(409);
  });

  it('asks for the code at sign-in, refuses wrong and replayed codes, accepts each code once', async () => {
    clock.advance(STEP_MS);
    const missing = await signIn(t.app, credentials());
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      error: { code: 'OTP_REQUIRED' },
      errors: { 'user.otp_attempt': ['validation.required'] },
    });
    expect(missing.cookies).toEqual([]);

    const wrong = await signIn(t.app, { ...credentials(), otp_attempt: '123456' === code() ? '654321' : '123456' });
    expect(wrong.json()).toMatchObject({
      error: { code: 'INVALID_OTP' },
      errors: { 'user.otp_attempt': ['validation.otp_invalid'] },
    });
    expect(wrong.cookies).toEqual([]);
    const accepted = await signIn(t.app, { ...credentials(), otp_attempt: code() });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().two_factor_enabled).toBe(true);
    const replayed = await signIn(t.app, { ...credentials(), otp_attempt: code() });
    expect(replayed.json().error.code).toBe('INVALID_OTP');
    expect(replayed.cookies).toEqual([]);
    // An older code than the last accepted one is refused too, even inside the drift window.
    expect((await signIn(t.app, { ...credentials(), otp_attempt: code(-1) })).json().error.code).toBe('INVALID_OTP');
  });

  // Each test starts past the sign-in throttle's 15-minute window, so earlier failures do not call for a captcha.
  const nextWindow = () => clock.advance(16 * 60_000);

  it('allows one step of clock drift either way, not two', async () => {
    nextWindow();
    expect((await signIn(t.app, { ...credentials(), otp_attempt: code(-2) })).json().error.code).toBe('INVALID_OTP');
    expect((await signIn(t.app, { ...credentials(), otp_attempt: code(-1) })).statusCode).toBe(200);
    expect((await signIn(t.app, { ...credentials(), otp_attempt: code(2) })).json().error.code).toBe('INVALID_OTP');
    expect((await signIn(t.app, { ...credentials(), otp_attempt: code(1) })).statusCode).toBe(200);
  });

  it('checks the password before the code, so a wrong password never reveals two-factor', async () => {
    nextWindow();
    const badPassword = await signIn(t.app, { email: player.email, password: 'Wrong#1234', otp_attempt: code() });
    expect(badPassword.json().error.code).toBe('INVALID_CREDENTIALS');
    const noCode = await signIn(t.app, { email: player.email, password: 'Wrong#1234' });
    expect(noCode.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('turns off only with a valid code, and audits every change', async () => {
    nextWindow();
    const cookie = sessionCookie(await signIn(t.app, { ...credentials(), otp_attempt: code() }));
    // The code that just signed in cannot be spent again to turn two-factor off.
    const replayed = await post('/api/player/two_factor/disable', cookie, { otp_attempt: code() });
    expect(replayed.json().error.code).toBe('INVALID_OTP');
    expect((await t.app.inject({ url: '/api/player/two_factor', headers: { cookie } })).json()).toEqual({
      two_factor_enabled: true,
    });
    clock.advance(STEP_MS);
    const wrong = await post('/api/player/two_factor/disable', cookie, { otp_attempt: code(-3) });
    expect(wrong.json().error.code).toBe('INVALID_OTP');
    const off = await post('/api/player/two_factor/disable', cookie, { otp_attempt: code() });
    expect(off.json()).toEqual({ two_factor_enabled: false });
    expect((await signIn(t.app, credentials())).statusCode).toBe(200);
    expect((await post('/api/player/two_factor/disable', cookie, { otp_attempt: code() })).statusCode).toBe(409);

    const kinds = (
      await t.database.db
        .select({ kind: securityEvents.kind })
        .from(securityEvents)
        .where(eq(securityEvents.userId, player.id))
    ).map((row) => row.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'two_factor_setup_started',
        'two_factor_enabled',
        'two_factor_failed',
        'two_factor_disabled',
      ]),
    );
  });

  it('stops checking set-up codes after repeated failures for the account, whichever address they come from', async () => {
    nextWindow();
    const cookie = sessionCookie(await signIn(t.app, credentials()));
    const fromAnywhere = (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        remoteAddress: freshAddress(),
        ...(payload && { payload }),
      });
    const setup = await fromAnywhere('/api/player/two_factor');
    secret = base32Decode(twoFactorSetupSchema.parse(setup.json()).secret);
    const confirm = (otp: string) => fromAnywhere('/api/player/two_factor/confirm', { otp_attempt: otp });

    for (let i = 0; i < ACCOUNT_GUESSES.lockAfter; i += 1) {
      expect((await confirm(code(-3))).json().error.code).toBe('INVALID_OTP');
    }
    const locked = await confirm(code());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    // Even the right code was not checked, let alone spent, while the account was locked.
    expect((await t.app.inject({ url: '/api/player/two_factor', headers: { cookie } })).json()).toEqual({
      two_factor_enabled: false,
    });

    nextWindow();
    expect((await confirm(code())).json()).toEqual({ two_factor_enabled: true });
  });

  it('counts a burst of parallel set-up codes one by one: no more than the limit are checked', async () => {
    nextWindow();
    const other = await registerPlayer(t.app);
    const setup = await post('/api/player/two_factor', other.cookie);
    secret = base32Decode(twoFactorSetupSchema.parse(setup.json()).secret);
    const burst = Array.from({ length: ACCOUNT_GUESSES.lockAfter + 5 }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/two_factor/confirm',
        headers: { cookie: other.cookie },
        remoteAddress: freshAddress(),
        payload: { otp_attempt: code(-3) },
      }),
    );
    const answers = (await Promise.all(burst)).map((response) => response.json().error.code);
    expect(answers.filter((answer) => answer === 'INVALID_OTP')).toHaveLength(ACCOUNT_GUESSES.lockAfter);
    expect(answers.filter((answer) => answer === 'RATE_LIMITED')).toHaveLength(5);
    const failures = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, other.id));
    expect(failures.filter((row) => row.kind === 'two_factor_failed')).toHaveLength(ACCOUNT_GUESSES.lockAfter);
  });
});
