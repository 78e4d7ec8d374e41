import type { AddressInfo } from 'node:net';
import { twoFactorSetupSchema } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, devMailMessages, identities, securityEvents } from '../../db/schema';
import type { TestPlayer } from '../../test/accounts-kit';
import {
  freshAddress,
  freshEmail,
  linkWith,
  registerPlayer,
  sessionCookie,
  signIn,
  solvedCaptcha,
  waitForDevMail,
} from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';
import { base32Decode, hotp, totpStep } from '../two-factor';

type ReceivedMail = { to: string[]; subject: string; text: string; html: string };

/** A real SMTP server on a free port, as a mail relay would be: the app reaches it only through SMTP_URL. */
async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'casino' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html ?? '',
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  async function mailFor(to: string, subject: string, timeoutMs = 5_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = received.findLast((mail) => mail.to.includes(to) && mail.subject === subject);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no "${subject}" mail for ${to}`);
  }
  return {
    url: `smtp://casino:secret@127.0.0.1:${port}`,
    received,
    mailFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DATABASE_KINDS)('e-mail links over SMTP on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let clock: TestClock;
  let player: TestPlayer;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    clock = testClock();
    t = await createTestApp(
      kind,
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://casino.example', MAIL_FROM: 'Casino <no-reply@casino.example>' },
      { clock },
    );
    player = await registerPlayer(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const remind = (email: string, captcha?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { user: { email, ...(captcha && { captcha }) } },
      remoteAddress: freshAddress(),
    });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      payload: { user: { reset_password_token: token, password, password_confirmation: password } },
    });
  const confirm = (token: string) =>
    t.app.inject({ url: `/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}` });

  it('confirms the address with the link from the confirmation e-mail, once', async () => {
    const mail = await smtp.mailFor(player.email, 'Confirm your e-mail address');
    const { url, token } = linkWith(mail.text, 'confirmation_token');
    expect(url.origin).toBe('https://casino.example');
    expect(mail.html).toContain(url.search.replace(/&/g, '&#38;'));
    // Nothing of the mail reached the development mailbox: SMTP_URL replaces it.
    expect(await t.database.db.select().from(devMailMessages)).toEqual([]);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: player.email, confirmed_at: clock().toISOString() });
    const profile = await t.app.inject({ url: '/api/player', headers: { cookie: player.cookie } });
    expect(profile.json().confirmed_at).toBe(clock().toISOString());

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      error: { code: 'TOKEN_INVALID' },
      errors: { confirmation_token: ['validation.token_invalid'] },
    });
    expect((await confirm('made-up-token')).json().error.code).toBe('TOKEN_INVALID');
    expect((await t.app.inject({ url: '/api/users/confirmation' })).statusCode).toBe(422);
  });

  it('resends the confirmation: one answer, 204, for unconfirmed, confirmed and unknown addresses', async () => {
    const fresh = await registerPlayer(t.app);
    const resend = (email: string, captcha?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/confirmation',
        payload: { user: { email, ...(captcha && { captcha }) } },
        remoteAddress: freshAddress(),
      });
    const first = await smtp.mailFor(fresh.email, 'Confirm your e-mail address');
    expect((await resend(fresh.email)).statusCode).toBe(204);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(fresh.email)).length).toBe(2);
    const second = await smtp.mailFor(fresh.email, 'Confirm your e-mail address');
    // Only the newest link works.
    expect((await confirm(linkWith(first.text, 'confirmation_token').token)).statusCode).toBe(422);
    expect((await confirm(linkWith(second.text, 'confirmation_token').token)).statusCode).toBe(200);

    // A confirmed address answers exactly like an unknown one, and is sent nothing.
    const already = await resend(fresh.email, await solvedCaptcha(t.app));
    const unknown = await resend(freshEmail());
    expect([already.statusCode, already.body]).toEqual([204, '']);
    expect([unknown.statusCode, unknown.body]).toEqual([already.statusCode, already.body]);
    expect(unknown.headers['content-type']).toBe(already.headers['content-type']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.filter((mail) => mail.to.includes(fresh.email))).toHaveLength(2);
    expect((await resend('broken')).json().errors).toEqual({ 'user.email': ['validation.email_invalid'] });
  });

  it('resets the password through the reminder e-mail; the link works once and every session ends', async () => {
    const target = await registerPlayer(t.app);
    const other = sessionCookie(await signIn(t.app, { email: target.email, password: target.password }));
    expect((await remind(target.email.toUpperCase())).statusCode).toBe(204);
    const mail = await smtp.mailFor(target.email, 'Reset your password');
    const { url, token } = linkWith(mail.text, 'reset_password_token');
    expect(`${url.origin}${url.pathname}`).toBe('https://casino.example/new-password');

    const weak = await reset(token, 'a b');
    expect(weak.json().errors).toEqual({ 'user.password': ['validation.password_wrong_characters'] });
    const done = await reset(token, 'Brand#New99');
    expect(done.statusCode, done.body).toBe(204);
    expect((await t.app.inject({ url: '/api/player', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/player', headers: { cookie: target.cookie } })).statusCode).toBe(401);
    expect((await signIn(t.app, { email: target.email, password: target.password })).statusCode).toBe(401);
    const signedIn = await signIn(t.app, { email: target.email, password: 'Brand#New99' });
    expect(signedIn.statusCode).toBe(200);
    // Reading mail sent to the address proves it, as the confirmation link would.
    expect(signedIn.json().confirmed_at).not.toBeNull();

    const reused = await reset(token, 'Another#99');
    expect(reused.json()).toMatchObject({
      error: { code: 'TOKEN_INVALID' },
      errors: { 'user.reset_password_token': ['validation.token_invalid'] },
    });
  });

  /** Turns two-factor on for a player, as their authenticator app would, and returns nothing: the code is spent. */
  const enableTwoFactor = async (cookie: string) => {
    const setup = await t.app.inject({ method: 'POST', url: '/api/player/two_factor', headers: { cookie } });
    const secret = base32Decode(twoFactorSetupSchema.parse(setup.json()).secret);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/player/two_factor/confirm',
      headers: { cookie },
      payload: { otp_attempt: hotp(secret, totpStep(clock())) },
    });
    expect(confirmed.json()).toEqual({ two_factor_enabled: true });
  };
  const resetThroughMail = async (email: string, password: string) => {
    expect((await remind(email)).statusCode).toBe(204);
    const { token } = linkWith((await smtp.mailFor(email, 'Reset your password')).text, 'reset_password_token');
    expect((await reset(token, password)).statusCode).toBe(204);
  };

  it('a reset that first proves an unconfirmed address also removes the second factor set up without proving it', async () => {
    // Someone registered the owner's address and turned two-factor on; the owner proves the address by mail.
    const squatted = await registerPlayer(t.app);
    await enableTwoFactor(squatted.cookie);
    await resetThroughMail(squatted.email, 'Owner#Back1');
    const owner = await signIn(t.app, { email: squatted.email, password: 'Owner#Back1' });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ two_factor_enabled: false });
    const audited = await t.database.db
      .select({ details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, squatted.id), eq(securityEvents.kind, 'two_factor_disabled')));
    expect(audited).toEqual([{ details: { reason: 'password_reset' } }]);
  });

  it('password reset of an unconfirmed account removes linked identities', async () => {
    // Someone registered the owner's address and linked a provider identity of their own to it.
    const squatted = await registerPlayer(t.app);
    await t.database.db.insert(identities).values({
      userId: squatted.id,
      provider: 'google_oauth2',
      subject: `squatter-${squatted.id}`,
      email: freshEmail('squatter'),
      createdAt: clock(),
    });
    await resetThroughMail(squatted.email, 'Owner#Back2');
    expect(await t.database.db.select().from(identities).where(eq(identities.userId, squatted.id))).toEqual([]);
    const audited = await t.database.db
      .select({ details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, squatted.id), eq(securityEvents.kind, 'identity_unlinked')));
    expect(audited).toEqual([{ details: { provider: 'google_oauth2', reason: 'password_reset' } }]);
  });

  it("keeps a confirmed account's second factor through a reset", async () => {
    const confirmedPlayer = await registerPlayer(t.app);
    const { token } = linkWith(
      (await smtp.mailFor(confirmedPlayer.email, 'Confirm your e-mail address')).text,
      'confirmation_token',
    );
    expect((await confirm(token)).statusCode).toBe(200);
    await enableTwoFactor(confirmedPlayer.cookie);
    await resetThroughMail(confirmedPlayer.email, 'Still#Mine1');
    const signedIn = await signIn(t.app, { email: confirmedPlayer.email, password: 'Still#Mine1' });
    expect(signedIn.json().error.code).toBe('OTP_REQUIRED');
  });

  it('refuses an expired reset link and answers unknown addresses like known ones', async () => {
    const target = await registerPlayer(t.app);
    expect((await remind(target.email)).statusCode).toBe(204);
    const { token } = linkWith((await smtp.mailFor(target.email, 'Reset your password')).text, 'reset_password_token');
    clock.advance(61 * 60_000);
    const expired = await reset(token, 'Brand#New99');
    expect(expired.json()).toMatchObject({
      error: { code: 'TOKEN_INVALID' },
      errors: { 'user.reset_password_token': ['validation.token_expired'] },
    });

    const before = smtp.received.length;
    const stranger = freshEmail();
    const unknown = await remind(stranger);
    const known = await remind(player.email);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    await smtp.mailFor(player.email, 'Reset your password');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.slice(before).flatMap((mail) => mail.to)).not.toContain(stranger);
    const logged = await t.database.db.select().from(securityEvents).where(eq(securityEvents.email, stranger));
    expect(logged.map((row) => row.kind)).toEqual(['password_reset_requested']);
  });

  it('limits reminders per address: a captcha after the first, then a lock', async () => {
    const target = await registerPlayer(t.app);
    expect((await remind(target.email)).statusCode).toBe(204);
    const second = await remind(target.email);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ 'user.captcha': ['validation.captcha_required'] });
    for (let i = 0; i < 4; i += 1) {
      expect((await remind(target.email, await solvedCaptcha(t.app))).statusCode).toBe(204);
    }
    expect((await remind(target.email, await solvedCaptcha(t.app))).statusCode).toBe(429);
    // One reset link per accepted reminder: the refused ones issued (and so mailed) nothing.
    const links = await t.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, target.id), eq(authTokens.purpose, 'password_reset')));
    expect(links).toHaveLength(5);
  });
});

describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('catches mail over SMTP and shows it, escaped, at /dev/mailbox', async () => {
    const player = await registerPlayer(t.app, { nickname: 'Ann' });
    const mail = await waitForDevMail(t.database.db, player.email);
    const list = await t.app.inject({ url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.body).toContain(`/dev/mailbox/${mail.id}`);
    expect(list.body).toContain(player.email);

    const detail = await t.app.inject({ url: `/dev/mailbox/${mail.id}` });
    const { token } = linkWith(mail.textBody, 'confirmation_token');
    expect(detail.body).toContain(`<a href="http://localhost:3000/confirmation?confirmation_token=${token}">`);
    expect(detail.body).toContain('<iframe sandbox');

    await t.database.db.insert(devMailMessages).values({
      sender: 'x@example.com',
      recipients: ['<script>alert(1)</script>@example.com'],
      subject: '<img src=x onerror=alert(1)>',
      textBody: '"><script>alert(2)</script>',
    });
    const hostile = await t.app.inject({ url: '/dev/mailbox' });
    expect(hostile.body).not.toContain('<script>');
    expect(hostile.body).not.toContain('<img src=x');
    expect((await t.app.inject({ url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/mailbox/abc' })).statusCode).toBe(422);
  });

  it('is served only to this machine, or with the operator token', async () => {
    const adminToken = 'operator-token-0123456789abcdef';
    const withToken = await createTestApp('pglite', { ADMIN_TOKEN: adminToken });
    try {
      const read = (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
        withToken.app.inject({ url: '/dev/mailbox', ...options }).then((response) => response.statusCode);
      expect(await read({ remoteAddress: '127.0.0.1' })).toBe(200);
      expect(await read({ remoteAddress: '::1' })).toBe(200);
      expect(await read({ remoteAddress: '192.168.1.20' })).toBe(403);
      // A tunnel or proxy on this machine connects from loopback but relays someone else.
      expect(await read({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).toBe(403);
      expect(await read({ remoteAddress: '192.168.1.20', headers: { authorization: 'Bearer wrong-token' } })).toBe(403);
      expect(await read({ remoteAddress: '192.168.1.20', headers: { authorization: `Bearer ${adminToken}` } })).toBe(
        200,
      );
      const refused = await withToken.app.inject({ url: '/dev/mailbox/1', remoteAddress: '192.168.1.20' });
      expect(refused.json().error.code).toBe('FORBIDDEN');
    } finally {
      await withToken.close();
    }
  });

  it('builds e-mail links from configuration, never from the Host header the caller chose', async () => {
    const player = await registerPlayer(t.app);
    const reminder = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { user: { email: player.email } },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      remoteAddress: freshAddress(),
    });
    expect(reminder.statusCode).toBe(204);
    await expect
      .poll(async () =>
        (await t.database.db.select().from(devMailMessages)).filter((m) => m.subject.includes('password')),
      )
      .not.toEqual([]);
    const mails = await t.database.db.select().from(devMailMessages);
    const reset = mails.find((mail) => mail.recipients.includes(player.email) && mail.subject.includes('password'));
    expect(linkWith(reset?.textBody ?? '', 'reset_password_token').url.origin).toBe('http://localhost:3000');
    expect(reset?.htmlBody).not.toContain('evil.example');
  });

  it('is not served when a real mail server is configured', async () => {
    const withSmtp = await createTestApp('pglite', { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await withSmtp.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
