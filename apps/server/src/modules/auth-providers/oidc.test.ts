import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, securityEvents, users, userTotp } from '../../db/schema';
import { freshEmail, registerPlayer, sessionCookie, signIn } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { base32Decode, hotp, totpStep } from '../two-factor';

const SITE = 'http://casino.test';
const CALLBACK = `${SITE}/api/auth/google_oauth2/callback`;
const CLIENT = { id: 'casino-web', secret: 'casino-web-secret-0123456789abcdef' };

type Person = { email: string; given_name: string; family_name: string; email_verified: boolean };

/** A real OpenID provider (the `oidc-provider` package) on a free local port, with one client: the casino. */
async function startIdentityProvider(people: Map<string, Person>) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [CALLBACK],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 300, AuthorizationCode: 60, Grant: 300, IdToken: 300, Interaction: 300, Session: 300 },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...people.get(id) }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; they would hold close() open.
        server.closeAllConnections();
      }),
  };
}

/**
 * Plays the person at the provider, as a browser would: follows redirects by hand with a cookie jar, signs in on
 * the provider's login form as `accountId`, approves the consent form, and stops at the redirect back to the site.
 */
async function authorizeAtProvider(authorizationUrl: string, accountId: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: form.toString() }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name.trim(), value);
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (next.startsWith(CALLBACK)) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page (${response.status}):\n${html}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
    form = new URLSearchParams({ prompt, ...(prompt === 'login' && { login: accountId, password: 'any' }) });
  }
  throw new Error('the provider never redirected back');
}

describe.each(DATABASE_KINDS)('social sign-in with OpenID Connect on %s', (kind) => {
  let t: TestApp;
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  const people = new Map<string, Person>();

  beforeAll(async () => {
    idp = await startIdentityProvider(people);
    t = await createTestApp(kind, {
      OIDC_GOOGLE_ISSUER: idp.issuer,
      OIDC_GOOGLE_CLIENT_ID: CLIENT.id,
      OIDC_GOOGLE_CLIENT_SECRET: CLIENT.secret,
      OIDC_GOOGLE_REDIRECT_URL: CALLBACK,
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const inject = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { host: 'casino.test', ...(cookie && { cookie }) } });

  /** Start at the site, authorize at the provider, come back: returns the site's final answer. */
  async function socialSignIn(accountId: string, options: { cookie?: string; redirect?: string } = {}) {
    const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
    const start = await inject(`/api/auth/google_oauth2${query}`, options.cookie);
    expect(start.statusCode, start.body).toBe(302);
    const stateCookie = start.cookies.find((c) => c.name === 'casino_oidc_state');
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const callback = new URL(await authorizeAtProvider(start.headers.location as string, accountId));
    const cookies = [`casino_oidc_state=${stateCookie?.value}`, ...(options.cookie ? [options.cookie] : [])];
    return inject(`${callback.pathname}${callback.search}`, cookies.join('; '));
  }

  async function enableTwoFactor(cookie: string) {
    const setup = await t.app.inject({ method: 'POST', url: '/api/player/two_factor', headers: { cookie } });
    const secret = base32Decode(setup.json().secret);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/player/two_factor/confirm',
      headers: { cookie },
      payload: { otp_attempt: hotp(secret, totpStep(new Date())) },
    });
    expect(confirmed.json()).toEqual({ two_factor_enabled: true });
  }

  const confirmAddress = (userId: number) =>
    t.database.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, userId));

  it('lists google as enabled once it is configured', async () => {
    expect((await inject('/api/info/auth_providers')).json()).toEqual([{ name: 'google_oauth2', enabled: true }]);
  });

  it('creates a player from a new provider account, who then owes the terms and a country', async () => {
    const email = freshEmail('social');
    people.set('new-person', { email, given_name: 'Nora', family_name: 'Lind', email_verified: true });
    const back = await socialSignIn('new-person', { redirect: '/pokies' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/pokies');
    const cookie = sessionCookie(back);
    expect(back.cookies.find((c) => c.name === 'casino_oidc_state')?.value).toBe('');

    const profile = (await inject('/api/player', cookie)).json();
    expect(profile).toMatchObject({
      email,
      first_name: 'Nora',
      last_name: 'Lind',
      currency: 'EUR',
      auth_fields_missed: ['terms_acceptance', 'country'],
    });
    expect(profile.confirmed_at).not.toBeNull();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toBeNull();

    const incomplete = await t.app.inject({
      method: 'POST',
      url: '/api/auth_providers/update_details',
      headers: { cookie },
      payload: { user: { country: 'DE' } },
    });
    expect(incomplete.json().errors).toEqual({ 'user.terms_acceptance': ['validation.must_be_checked'] });
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/auth_providers/update_details',
      headers: { cookie },
      payload: { user: { terms_acceptance: true, country: 'DE', nickname: 'Nora' } },
    });
    expect(completed.json()).toMatchObject({ auth_fields_missed: [], country: 'DE', nickname: 'Nora' });

    const linked = (await inject('/api/auth_providers', cookie)).json();
    expect(linked).toEqual([{ id: expect.any(Number), name: 'google_oauth2', connected: true, email }]);
    // The only way into a password-less account cannot be unlinked.
    const unlink = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth_providers/${linked[0].id}`,
      headers: { cookie },
    });
    expect(unlink.statusCode).toBe(409);

    // Signing in again with the same provider account finds the same player.
    const again = await socialSignIn('new-person');
    expect((await inject('/api/player', sessionCookie(again))).json().id).toBe(profile.id);
  });

  it('signs an existing player in by their verified address, and refuses an unverified one', async () => {
    const player = await registerPlayer(t.app);
    people.set('existing', { email: player.email, given_name: 'A', family_name: 'B', email_verified: true });
    const back = await socialSignIn('existing');
    expect((await inject('/api/player', sessionCookie(back))).json().id).toBe(player.id);

    const other = await registerPlayer(t.app);
    people.set('unverified', { email: other.email, given_name: 'C', family_name: 'D', email_verified: false });
    const refused = await socialSignIn('unverified', { redirect: '/sign-in' });
    expect(refused.headers.location).toBe('/sign-in?auth_error=FORBIDDEN');
    expect(refused.cookies.some((c) => c.name === 'casino_session')).toBe(false);
    expect(await t.database.db.select().from(identities).where(eq(identities.userId, other.id))).toEqual([]);
  });

  it('keeps the password and sessions of a confirmed account it signs in to by address', async () => {
    const player = await registerPlayer(t.app);
    await confirmAddress(player.id);
    people.set('confirmed', { email: player.email, given_name: 'A', family_name: 'B', email_verified: true });
    const back = await socialSignIn('confirmed');
    expect((await inject('/api/player', sessionCookie(back))).json().id).toBe(player.id);
    expect((await inject('/api/player', player.cookie)).statusCode).toBe(200);
    expect((await signIn(t.app, { email: player.email, password: player.password })).statusCode).toBe(200);
  });

  it('takes an unconfirmed account away from whoever registered the address before its owner', async () => {
    // Someone registers the owner's address with a password of their own and keeps the session open.
    const squatter = await registerPlayer(t.app);
    people.set('owner', { email: squatter.email, given_name: 'O', family_name: 'W', email_verified: true });
    const back = await socialSignIn('owner');
    const owner = sessionCookie(back);
    expect((await inject('/api/player', owner)).json()).toMatchObject({
      id: squatter.id,
      confirmed_at: expect.any(String),
    });
    // The provider proved who owns the address: the unproved password and its session no longer get in.
    expect((await inject('/api/player', squatter.cookie)).statusCode).toBe(401);
    const withPassword = await signIn(t.app, { email: squatter.email, password: squatter.password });
    expect(withPassword.json().error.code).toBe('INVALID_CREDENTIALS');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(user?.passwordHash).toBeNull();
    expect((await inject('/api/player', owner)).statusCode).toBe(200);
  });

  it("a squatter's provider link and second factor do not keep the owner out of an unconfirmed account", async () => {
    // A squatter registered the owner's address, linked their own provider identity and turned on two-factor.
    const squatter = await registerPlayer(t.app);
    people.set('squatter-own', { email: freshEmail('sq'), given_name: 'S', family_name: 'Q', email_verified: true });
    await socialSignIn('squatter-own', { cookie: squatter.cookie });
    await enableTwoFactor(squatter.cookie);
    expect(await t.database.db.select().from(identities).where(eq(identities.userId, squatter.id))).toHaveLength(1);

    // The owner's provider vouches for the address.
    people.set('rightful', { email: squatter.email, given_name: 'O', family_name: 'W', email_verified: true });
    const back = await socialSignIn('rightful', { redirect: '/lobby' });
    expect(back.headers.location).toBe('/lobby');
    const owner = sessionCookie(back);
    expect((await inject('/api/player', owner)).json()).toMatchObject({ id: squatter.id, two_factor_enabled: false });
    expect(await t.database.db.select().from(userTotp).where(eq(userTotp.userId, squatter.id))).toEqual([]);
    const linked = await t.database.db.select().from(identities).where(eq(identities.userId, squatter.id));
    expect(linked.map((i) => i.subject)).toEqual(['rightful']);

    // The squatter's identity no longer leads into the owner's account (it opens one of its own address).
    const squatterAgain = await socialSignIn('squatter-own');
    expect((await inject('/api/player', sessionCookie(squatterAgain))).json().id).not.toBe(squatter.id);

    const removals = await t.database.db
      .select({ kind: securityEvents.kind, details: securityEvents.details })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.userId, squatter.id),
          inArray(securityEvents.kind, ['two_factor_disabled', 'identity_unlinked']),
        ),
      );
    expect(removals).toEqual(
      expect.arrayContaining([
        { kind: 'two_factor_disabled', details: { reason: 'provider_claim' } },
        { kind: 'identity_unlinked', details: { provider: 'google_oauth2', reason: 'provider_claim' } },
      ]),
    );
    expect(removals).toHaveLength(2);
  });

  it('links a provider to the signed-in player and unlinks it again', async () => {
    const player = await registerPlayer(t.app);
    people.set('linker', { email: freshEmail('other'), given_name: 'L', family_name: 'K', email_verified: true });
    const back = await socialSignIn('linker', { cookie: player.cookie, redirect: '/profile/security' });
    expect(back.headers.location).toBe('/profile/security');
    const [identity] = await t.database.db.select().from(identities).where(eq(identities.userId, player.id));
    expect(identity).toMatchObject({ provider: 'google_oauth2', subject: 'linker' });

    // The same provider account cannot be linked to a second player.
    const second = await registerPlayer(t.app);
    const clash = await socialSignIn('linker', { cookie: second.cookie, redirect: '/profile/security' });
    expect(clash.headers.location).toBe('/profile/security?auth_error=CONFLICT');

    const unlink = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth_providers/${identity?.id}`,
      headers: { cookie: player.cookie },
    });
    expect(unlink.statusCode).toBe(204);
    const list = (await t.app.inject({ url: '/api/auth_providers', headers: { cookie: player.cookie } })).json();
    expect(list).toEqual([{ id: null, name: 'google_oauth2', connected: false, email: null }]);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth_providers/${identity?.id}`,
      headers: { cookie: second.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a callback that did not start in this browser, and open redirects', async () => {
    people.set('victim', { email: freshEmail('victim'), given_name: 'V', family_name: 'W', email_verified: true });
    const start = await inject('/api/auth/google_oauth2?redirect=//evil.example/x');
    const callback = new URL(await authorizeAtProvider(start.headers.location as string, 'victim'));
    const withoutCookie = await inject(`${callback.pathname}${callback.search}`);
    expect(withoutCookie.headers.location).toBe('/?auth_error=TOKEN_INVALID');
    expect(withoutCookie.cookies.some((c) => c.name === 'casino_session')).toBe(false);
    const state = start.cookies.find((c) => c.name === 'casino_oidc_state')?.value;
    const ok = await inject(`${callback.pathname}${callback.search}`, `casino_oidc_state=${state}`);
    // "//evil.example/x" is not a path on this site, so the player lands on the home page.
    expect(ok.headers.location).toBe('/');
    sessionCookie(ok);
    const replay = await inject(`${callback.pathname}${callback.search}`, `casino_oidc_state=${state}`);
    expect(replay.headers.location).toBe('/?auth_error=TOKEN_INVALID');
    expect(replay.cookies.some((c) => c.name === 'casino_session')).toBe(false);
    expect((await inject('/api/auth/unknown_provider')).statusCode).toBe(404);
  });

  it('sends players with two-factor back to the password form, without linking the provider', async () => {
    const player = await registerPlayer(t.app);
    await confirmAddress(player.id);
    await enableTwoFactor(player.cookie);
    people.set('two-factor', { email: player.email, given_name: 'T', family_name: 'F', email_verified: true });
    const back = await socialSignIn('two-factor', { redirect: '/sign-in' });
    expect(back.headers.location).toBe('/sign-in?auth_error=OTP_REQUIRED');
    // Refused before linking: the provider identity did not attach itself to the account on the way.
    expect(await t.database.db.select().from(identities).where(eq(identities.userId, player.id))).toEqual([]);
    expect((await signIn(t.app, { email: player.email, password: player.password })).json().error.code).toBe(
      'OTP_REQUIRED',
    );
  });
});
