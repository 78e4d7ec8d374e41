import { userProfileSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countries, securityEvents, users, wallets } from '../../db/schema';
import {
  freshAddress,
  freshEmail,
  linkWith,
  PASSWORD,
  registrationBody,
  registerPlayer,
  sessionCookie,
  solvedCaptcha,
  waitForDevMail,
} from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

describe.each(DATABASE_KINDS)('registration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { COUNTRY_HEADER: 'cf-ipcountry' });
  });
  afterAll(async () => t?.close());

  const register = (body: unknown, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/users', payload: body as object, headers, remoteAddress });

  it('creates the player with a wallet in their currency, signs them in and mails a confirmation link', async () => {
    const body = registrationBody({
      currency: 'AUD',
      country: 'AU',
      nickname: 'Lucky Ann',
      first_name: 'Ann',
      postal_code: '2600',
      date_of_birth: '1990-02-28',
      receive_promos: true,
      locale: 'en-AU',
      email: `Ann.${Date.now()}@Example.COM`,
    });
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(201);
    const profile = userProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      email: body.user.email.toLowerCase(),
      nickname: 'Lucky Ann',
      first_name: 'Ann',
      currency: 'AUD',
      country: 'AU',
      // The state is filled from the Australian postcode (platform-core §5): 2600 is in the ACT.
      state: 'ACT',
      date_of_birth: '1990-02-28',
      receive_promos: true,
      locale: 'en-AU',
      language: 'en-AU',
      license_name: 'CW',
      confirmed_at: null,
      two_factor_enabled: false,
      auth_fields_missed: [],
      statuses: [{ id: '1117', name: 'Rising star' }],
    });

    const cookie = sessionCookie(response);
    const me = await t.app.inject({ url: '/api/player', headers: { cookie } });
    expect(me.json()).toEqual(profile);
    const accounts = await t.app.inject({ url: '/api/player/accounts', headers: { cookie } });
    expect(accounts.json()).toEqual([
      {
        currency: 'AUD',
        active: true,
        amount_cents: 0,
        available_to_cashout_cents: 0,
        available_to_bet_with_locked_cent: 0,
        hidden_at: null,
        deposit_available: true,
        selected_lottery_id: null,
        subunits_to_unit: 100,
        display_unit: 'unit',
      },
    ]);

    const mail = await waitForDevMail(t.database.db, profile.email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(linkWith(mail.textBody, 'confirmation_token').url.pathname).toBe('/confirmation');

    const [event] = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, profile.id));
    expect(event).toMatchObject({ kind: 'registered', email: profile.email });
  });

  it('answers bad fields with 422 and the shared §5 message keys, storing nothing', async () => {
    const email = freshEmail();
    const response = await register({
      user: {
        email: 'not-an-email',
        password: 'a b',
        password_confirmation: 'different',
        currency: 'EUR',
        country: 'de',
        nickname: 'x!',
        first_name: 'Ann<script>',
        mobile_phone: '12',
        date_of_birth: '2015-01-01',
        postal_code: 'ABCDE',
        terms_acceptance: false,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
      errors: {
        'user.email': ['validation.email_invalid'],
        'user.password': ['validation.password_wrong_characters'],
        'user.country': ['validation.country_invalid'],
        'user.nickname': ['validation.nickname_wrong_characters'],
        'user.first_name': ['validation.name_wrong_characters'],
        'user.mobile_phone': ['validation.phone_invalid'],
        'user.date_of_birth': ['validation.birthday_min_age'],
        'user.terms_acceptance': ['validation.must_be_checked'],
      },
    });

    const mismatch = await register(registrationBody({ email, password_confirmation: 'Other#123' }));
    expect(mismatch.json().errors).toEqual({ 'user.password_confirmation': ['validation.password_not_match'] });
    const postal = await register(registrationBody({ email, country: 'DE', postal_code: '1234' }));
    expect(postal.json().errors).toEqual({ 'user.postal_code': ['validation.postal_code_invalid'] });
    const unknownField = await register(registrationBody({ email, is_admin: true }));
    expect(unknownField.json().errors).toEqual({ 'user.is_admin': ['validation.unrecognized_keys'] });
    const missing = await register({ user: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      ['user.country', 'user.currency', 'user.email', 'user.password', 'user.terms_acceptance'].sort(),
    );
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":',
    });
    expect(notJson.statusCode).toBe(400);

    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses an unknown currency or country and a taken address, leaving no half-made account', async () => {
    const email = freshEmail();
    const unknown = await register(registrationBody({ email, currency: 'XYZ', country: 'QQ' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'user.currency': ['validation.currency_unavailable'],
      'user.country': ['validation.country_invalid'],
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const first = await registerPlayer(t.app);
    const again = await register(registrationBody({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ 'user.email': ['validation.email_taken'] });
    const rows = await t.database.db.select().from(users).where(eq(users.email, first.email));
    expect(rows).toHaveLength(1);
    expect(await t.database.db.select().from(wallets).where(eq(wallets.userId, first.id))).toHaveLength(1);
  });

  it('blocks registration from partially restricted countries and the EE licence geography', async () => {
    for (const [country, declared] of [
      ['FR', 'DE'],
      ['DE', 'FR'],
      ['EE', 'DE'],
      ['DE', 'EE'],
    ] as const) {
      const email = freshEmail();
      const response = await register(registrationBody({ email, country: declared }), { 'cf-ipcountry': country });
      expect(response.statusCode, `${country}/${declared}`).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'REGISTRATION_RESTRICTED', message: 'Registration restricted in your country' },
      });
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    // The EE geography stays closed even if an operator lifts the country flag.
    await t.database.db.update(countries).set({ restriction: 'none' }).where(eq(countries.code, 'EE'));
    const ee = await register(registrationBody(), { 'cf-ipcountry': 'EE' });
    expect(ee.json().error.code).toBe('REGISTRATION_RESTRICTED');
  });

  it('tells whether an address is still available', async () => {
    const player = await registerPlayer(t.app);
    const check = (email: string) => t.app.inject({ method: 'POST', url: '/check-email', payload: { email } });
    expect((await check(player.email.toUpperCase())).json()).toEqual({ available: false });
    expect((await check(freshEmail())).json()).toEqual({ available: true });
    expect((await check('nope')).json().errors).toEqual({ email: ['validation.email_invalid'] });
  });

  it('asks one address for a captcha after a few sign-ups, then limits it', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await register(registrationBody(), {}, address)).statusCode).toBe(201);
    const fourthBody = registrationBody();
    const fourth = await register(fourthBody, {}, address);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toMatchObject({
      error: { code: 'CAPTCHA_REQUIRED' },
      errors: { 'user.captcha': ['validation.captcha_required'] },
    });
    expect(fourth.cookies).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.email, fourthBody.user.email))).toEqual([]);
    const solved = await register(registrationBody({ captcha: await solvedCaptcha(t.app) }), {}, address);
    expect(solved.statusCode).toBe(201);

    const burst = [];
    for (let i = 0; i < 10; i += 1) burst.push((await register(registrationBody(), {}, address)).statusCode);
    expect(burst).toContain(429);
  });

  it('lets a new player join one arm of the A/B registration test, and nothing an operator grants', async () => {
    const player = await registerPlayer(t.app);
    const deliver = vi.spyOn(t.app.realtime, 'deliver');
    const join = (add: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/groups',
        headers: { cookie: player.cookie },
        payload: { groups: { add } },
      });
    expect((await join(['ab_registration_b'])).json()).toEqual({ groups: ['ab_registration_b'] });
    // The player's other tabs learn of it on their private groups channel, through the outbox after the commit.
    await t.app.outbox.drain();
    // Its sequence follows the sign-up's own events on the player's stream (registration, the welcome gift).
    expect(deliver).toHaveBeenCalledWith(`groups_updates#${player.id}`, {
      groups: ['ab_registration_b'],
      sequence: expect.any(Number),
    });
    expect((await join(['ab_registration_a'])).json().errors).toEqual({ 'groups.add': ['validation.not_changeable'] });
    expect((await join([21])).json().errors).toEqual({ 'groups.add': ['validation.group_not_allowed'] });
    expect((await join(['vip_level_6'])).statusCode).toBe(422);
    expect((await join([1401])).json()).toEqual({ groups: ['ab_registration_b', '1401'] });
    const profile = await t.app.inject({ url: '/api/player', headers: { cookie: player.cookie } });
    expect(profile.json().groups).toEqual(['ab_registration_b', '1401']);
  });

  it('keeps the password only as an argon2id hash', async () => {
    const player = await registerPlayer(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, player.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });
});
