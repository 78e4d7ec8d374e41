import { fraudCheckCardFields, userProfileSchema } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fraudChecks, securityEvents, users } from '../../db/schema';
import type { TestPlayer } from '../../test/accounts-kit';
import { registerPlayer, sessionCookie, signIn } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

describe.each(DATABASE_KINDS)('the player profile on %s', (kind) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    player = await registerPlayer(t.app, { currency: 'USD', country: 'CA', locale: 'fr-CA' });
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    cookie = player.cookie,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  const events = async (kind: string) =>
    t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, player.id), eq(securityEvents.kind, kind)));

  it("gives a signed-in player their own realtime connection, currency, locale and the captcha's URL", async () => {
    const settings = await call('GET', '/api/player/settings');
    expect(settings.json()).toMatchObject({
      currency: 'USD',
      locale: 'fr-CA',
      captcha_key: '/api/captcha/challenge',
      cent: { user: String(player.id), url: 'ws://localhost/connection/websocket' },
    });
    expect(settings.json().cent.token.split('.')).toHaveLength(3);
  });

  it('updates personal fields with the shared rules, filling the province from the postal code', async () => {
    const updated = await call('PATCH', '/api/player', {
      user: {
        first_name: 'Zoë',
        last_name: 'Tremblay-Roy',
        city: 'Montréal',
        address: '1 Rue Sainte-Catherine',
        postal_code: 'H2X 1Y4',
        mobile_phone: '+1 (514) 555-0199',
        gender: 'female',
        date_of_birth: '1988-07-14',
        nickname: '',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(userProfileSchema.parse(updated.json())).toMatchObject({
      first_name: 'Zoë',
      last_name: 'Tremblay-Roy',
      postal_code: 'H2X 1Y4',
      state: 'QC',
      mobile_phone: '+1 (514) 555-0199',
      mobile_phone_without_dial_code: '5145550199',
      nickname: null,
      date_of_birth: '1988-07-14',
    });
    expect(await events('profile_updated')).toHaveLength(1);

    const invalid = await call('PATCH', '/api/player', {
      user: { postal_code: '12345', date_of_birth: '1988-02-30', mobile_phone: 'call me', email: 'x@y.z' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      'user.date_of_birth': ['validation.birthday_invalid'],
      'user.mobile_phone': ['validation.phone_invalid'],
      'user.email': ['validation.unrecognized_keys'],
    });
    // The postal code is checked against the stored country (Canada) when the body has none.
    const postal = await call('PATCH', '/api/player', { user: { postal_code: '12345' } });
    expect(postal.json().errors).toEqual({ 'user.postal_code': ['validation.postal_code_invalid'] });
  });

  it('refuses a first country that is restricted or unknown', async () => {
    await t.database.db.update(users).set({ country: null }).where(eq(users.id, player.id));
    try {
      const restricted = await call('PATCH', '/api/player', { user: { country: 'EE' } });
      expect(restricted.statusCode).toBe(422);
      expect(restricted.json().errors).toEqual({ 'user.country': ['validation.country_restricted'] });
      const unknown = await call('PATCH', '/api/player', { user: { country: 'QQ' } });
      expect(unknown.json().errors).toEqual({ 'user.country': ['validation.country_invalid'] });
      expect((await call('GET', '/api/player')).json().country).toBeNull();
    } finally {
      await t.database.db.update(users).set({ country: 'CA' }).where(eq(users.id, player.id));
    }
  });

  it('refuses to move an unverified account to another country once it has one', async () => {
    const moved = await call('PATCH', '/api/player', { user: { country: 'DE' } });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ 'user.country': ['validation.not_changeable'] });
    const restricted = await call('PATCH', '/api/player', { user: { country: 'EE' } });
    expect(restricted.json().errors).toEqual({ 'user.country': ['validation.not_changeable'] });
    expect((await call('GET', '/api/player')).json().country).toBe('CA');
    // Sending the stored country again (a form that posts every field) is no move.
    const same = await call('PATCH', '/api/player', { user: { country: 'CA', city: 'Québec' } });
    expect(same.json()).toMatchObject({ country: 'CA', city: 'Québec' });
  });

  it('locks the identity fields once the player is verified', async () => {
    await t.database.db.update(users).set({ verified: true }).where(eq(users.id, player.id));
    try {
      const locked = await call('PATCH', '/api/player', { user: { first_name: 'Someone', city: 'Laval' } });
      expect(locked.json().errors).toEqual({ 'user.first_name': ['validation.not_changeable'] });
      const same = await call('PATCH', '/api/player', { user: { first_name: 'Zoë', city: 'Laval' } });
      expect(same.json()).toMatchObject({ first_name: 'Zoë', city: 'Laval' });
    } finally {
      await t.database.db.update(users).set({ verified: false }).where(eq(users.id, player.id));
    }
  });

  it('changes the language', async () => {
    const response = await call('PATCH', '/api/player/update_locale', { locale: 'de' });
    expect(response.json()).toMatchObject({ locale: 'de', language: 'de' });
    expect((await call('GET', '/api/player/settings')).json().locale).toBe('de');
    expect((await call('PATCH', '/api/player/update_locale', { locale: 'xx' })).statusCode).toBe(422);
  });

  it('reads and changes marketing subscriptions, auditing each change', async () => {
    expect((await call('GET', '/api/subscriptions')).json()).toEqual({
      receive_promos: false,
      receive_sms_promos: false,
    });
    const changed = await call('PUT', '/api/subscriptions', { receive_promos: true });
    expect(changed.json()).toEqual({ receive_promos: true, receive_sms_promos: false });
    expect((await call('GET', '/api/player')).json().receive_promos).toBe(true);
    expect((await call('PUT', '/api/subscriptions', { receive_promos: 'yes' })).statusCode).toBe(422);
    expect((await events('subscriptions_changed'))[0]?.details).toEqual({ receive_promos: true });
  });

  it('switches to a wallet in another enabled currency, opening it, and shows stats', async () => {
    const selected = await call('POST', '/api/player/accounts', { currency: 'BTC' });
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({ currency: 'BTC', amount_cents: 0, subunits_to_unit: 100_000_000 });
    expect((await call('GET', '/api/player')).json().currency).toBe('BTC');
    // Selecting a wallet the player holds is a switch, not a conflict.
    expect((await call('POST', '/api/player/accounts', { currency: 'USD' })).statusCode).toBe(200);
    const accounts = (await call('GET', '/api/player/accounts')).json() as { currency: string }[];
    expect(accounts.map((account) => account.currency)).toEqual(['USD', 'BTC']);
    expect((await call('POST', '/api/player/accounts', { currency: 'PLN' })).json().errors).toEqual({
      currency: ['validation.currency_unavailable'],
    });
    const stats = await call('GET', '/api/player/stats');
    expect(stats.json()).toMatchObject({ currency: 'USD', sign_in_count: 1, deposits_count: 0, bets_sum_cents: 0 });
  });

  it('keeps the support chat restore id and the deposit bonus code', async () => {
    expect((await call('POST', '/restore-id/get')).json()).toEqual({ restore_id: null });
    expect((await call('POST', '/restore-id/set', { restore_id: 'fc-123' })).json()).toEqual({ restore_id: 'fc-123' });
    expect((await call('POST', '/restore-id/get')).json()).toEqual({ restore_id: 'fc-123' });

    expect((await call('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'WELCOME' })).json()).toMatchObject(
      {
        deposit_bonus_code: 'WELCOME',
      },
    );
    expect((await call('DELETE', '/api/player/clear_bonus_code')).json().deposit_bonus_code).toBeNull();
    const settings = await call('PATCH', '/api/player/update_bonus_settings', { can_issue: false });
    expect(settings.json().can_issue_bonuses).toBe(false);
  });

  it('stores the fraud check without empty values and refuses full card numbers', async () => {
    const card = fraudCheckCardFields({ number: '4111 1111 1111 1234', expiry: '7/29', holder: ' ANN SMITH ' });
    expect(card).toEqual({
      bin: '411111',
      last4: '1234',
      expiry_month: '07',
      expiry_year: '29',
      holder_name: 'ANN SMITH',
    });
    const stored = await call('POST', '/api/users/transaction', {
      ...card,
      amount_cents: 5000,
      currency: 'USD',
      dfpc: '',
    });
    expect(stored.statusCode, stored.body).toBe(204);
    const [row] = await t.database.db.select().from(fraudChecks).where(eq(fraudChecks.userId, player.id));
    expect(row?.payload).toEqual({ ...card, amount_cents: 5000, currency: 'USD' });

    const fullNumber = await call('POST', '/api/users/transaction', { card_number: '4111111111111234' });
    expect(fullNumber.json().errors).toEqual({ card_number: ['validation.unrecognized_keys'] });
    expect((await call('POST', '/api/users/transaction', { bin: '4111' })).statusCode).toBe(422);
  });

  it('changes the password with the current one, ending the other sessions', async () => {
    const other = sessionCookie(await signIn(t.app, { email: player.email, password: player.password }));
    const wrong = await call('PUT', '/api/player/password', {
      user: { current_password: 'Wrong#123', password: 'Next#Secret1', password_confirmation: 'Next#Secret1' },
    });
    expect(wrong.json().errors).toEqual({ 'user.current_password': ['validation.current_password_invalid'] });
    const changed = await call('PUT', '/api/player/password', {
      user: { current_password: player.password, password: 'Next#Secret1', password_confirmation: 'Next#Secret1' },
    });
    expect(changed.statusCode).toBe(204);
    const renewed = sessionCookie(changed);
    expect(renewed).not.toBe(player.cookie);
    expect((await call('GET', '/api/player', undefined, other)).statusCode).toBe(401);
    expect((await call('GET', '/api/player', undefined, player.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/player', undefined, renewed)).statusCode).toBe(200);
    expect((await signIn(t.app, { email: player.email, password: 'Next#Secret1' })).statusCode).toBe(200);
    player = { ...player, password: 'Next#Secret1', cookie: renewed };
    expect(await events('password_changed')).toHaveLength(1);
  });
});
