import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserLimitDetail } from '@casino/contracts';
import { registerPlayer, registrationBody } from '../../test/accounts-kit';
import { limitsClient } from '../../test/limits-kit';
import { card, creditPlayer, paymentsClient, SUCCESS_VISA } from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const DAY = 24 * 60 * 60 * 1000;

/**
 * Cooling-off and self-exclusion: what taking one does at once, and every player call that could shorten or lift
 * one, refused (docs/responsible-gambling.md).
 */
describe.each(DATABASE_KINDS)('cooling-off and self-exclusion on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let limits: ReturnType<typeof limitsClient>;
  beforeAll(async () => {
    clock = testClock(new Date('2026-11-02T08:00:00.000Z'));
    t = await createTestApp(kind, { ADMIN_TOKEN }, { clock });
    limits = limitsClient(t.app);
  });
  afterAll(() => t?.close());

  const lift = (userId: number, limitId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${userId}/exclusions/${limitId}/lift`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { reason: 'The player asked after the period ended' },
    });

  it('asks for the password, then signs the player out, stops deposits and promotions, and keeps withdrawals', async () => {
    const player = await registerPlayer(t.app, { receive_promos: true });
    const wrong = await limits.save(player.cookie, { type: 'cooling_off', period: 'week', password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { password: ['validation.current_password_invalid'] } });

    const taken = await limits.save(player.cookie, { type: 'cooling_off', period: 'week', password: player.password });
    expect(taken.statusCode, taken.body).toBe(200);
    const until = new Date(clock().getTime() + 7 * DAY).toISOString();
    expect(taken.json()).toMatchObject({ type: 'coolingoff', period: 'week', reached: true, ends_at: until });
    expect((await limits.list(player.cookie)).statusCode).toBe(401);

    // Cooling-off lets the player sign in (to withdraw); play, deposits and promotions stay refused.
    const { cookie } = await limits.signInAgain(player);
    expect(cookie).not.toBe('');
    const subscriptions = await t.app.inject({ url: '/api/subscriptions', headers: { cookie } });
    expect(subscriptions.json()).toMatchObject({ receive_promos: false });
    const optIn = await t.app.inject({
      method: 'PUT',
      url: '/api/subscriptions',
      headers: { cookie },
      payload: { receive_promos: true },
    });
    expect(optIn.statusCode).toBe(403);
    const deposit = await paymentsClient(t.app, cookie).deposit({
      method_id: 'visa',
      amount_cents: 1_000,
      fields: card(SUCCESS_VISA),
    });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json()).toMatchObject({ error: { code: 'COOLING_OFF_ACTIVE', details: { until } } });
    const address = await t.app.inject({
      url: '/api/payments/methods/crypto_btc/fields?currency=EUR&action=deposit',
      headers: { cookie },
    });
    expect(address.json()).toMatchObject({ error: { code: 'COOLING_OFF_ACTIVE' } });
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 5_000);
    const cashout = await paymentsClient(t.app, cookie).cashout({
      method_id: 'sandpay',
      amount_cents: 1_000,
      fields: { email: 'ada@example.com' },
    });
    expect(cashout.statusCode, cashout.body).toBe(201);
  });

  it('finds no player call that shortens or lifts a cooling-off, and ends it by itself', async () => {
    const player = await registerPlayer(t.app);
    const taken = (
      await limits.save(player.cookie, { type: 'coolingoff', period: 'week', password: player.password })
    ).json<UserLimitDetail>();
    let { cookie } = await limits.signInAgain(player);

    expect((await limits.remove(cookie, taken.id)).json()).toMatchObject({ error: { code: 'LIMIT_LOCKED' } });
    for (const period of ['day', 'day_3']) {
      const shorter = await limits.save(cookie, { type: 'coolingoff', period, password: player.password });
      expect(shorter.json()).toMatchObject({ error: { code: 'LIMIT_LOCKED' } });
    }
    const changed = await limits.save(cookie, {
      id: taken.id,
      type: 'coolingoff',
      period: 'day',
      password: player.password,
    });
    expect(changed.statusCode).toBe(409);
    expect((await limits.confirm('not-a-token')).statusCode).toBe(422);
    expect((await lift(player.id, taken.id)).statusCode).toBe(404);
    const listed = (await limits.list(cookie)).json<UserLimitDetail[]>();
    expect(listed).toEqual([expect.objectContaining({ id: taken.id, ends_at: taken.ends_at, reached: true })]);

    clock.set(new Date(taken.ends_at!));
    ({ cookie } = await limits.signInAgain(player));
    expect((await limits.list(cookie)).json()).toEqual([]);
  });

  it('refuses sign-in and registration during a self-exclusion, and lets only the operator lift it after its end', async () => {
    const player = await registerPlayer(t.app);
    const taken = (
      await limits.save(player.cookie, { type: 'self_exclusion', period: '6', password: player.password })
    ).json<UserLimitDetail>();
    expect(taken).toMatchObject({ type: 'selfexclusion', period: '6', reached: true });
    expect((await limits.list(player.cookie)).statusCode).toBe(401);

    const signIn = await limits.signInAgain(player);
    expect(signIn.response.statusCode).toBe(403);
    expect(signIn.response.json()).toMatchObject({
      error: { code: 'SELF_EXCLUSION_ACTIVE', details: { until: taken.ends_at } },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: registrationBody({ email: player.email }),
    });
    expect(again.statusCode).toBe(422);

    expect((await lift(player.id, taken.id)).json()).toMatchObject({ error: { code: 'LIMIT_LOCKED' } });
    // After its end it stays in force until the operator acts on the player's request (RTS 14).
    clock.set(new Date(new Date(taken.ends_at!).getTime() + DAY));
    expect((await limits.signInAgain(player)).response.statusCode).toBe(403);
    expect((await lift(player.id, taken.id)).statusCode).toBe(204);
    expect((await limits.signInAgain(player)).response.statusCode).toBe(200);
  });

  it('never lifts a self-exclusion for ever, nor lets a cooling-off replace one', async () => {
    const player = await registerPlayer(t.app);
    const taken = (
      await limits.save(player.cookie, { type: 'selfexclusion', period: 'forever', password: player.password })
    ).json<UserLimitDetail>();
    expect(taken.ends_at).toBeNull();
    clock.advance(20 * 365 * DAY);
    expect((await lift(player.id, taken.id)).json()).toMatchObject({ error: { code: 'LIMIT_LOCKED' } });
    expect((await limits.signInAgain(player)).response.statusCode).toBe(403);
  });
});
