import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, users } from '../../db/schema';
import { registerPlayer } from '../../test/accounts-kit';
import { limitsClient } from '../../test/limits-kit';
import { card, creditPlayer, paymentsClient, SUCCESS_VISA } from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';
import { signRequest } from '../game-wallet';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const SECRET = 'provider-secret-for-tests-0123456789abcdef';

/** Limits as the provider protocol and the cashier meet them, alone and under a crowd of parallel requests. */
describe.each(DATABASE_KINDS)('limits enforced on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let limits: ReturnType<typeof limitsClient>;
  let game: string;

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-02T08:00:00.000Z'));
    t = await createTestApp(kind, { ADMIN_TOKEN }, { clock });
    limits = limitsClient(t.app);
    const picked = t.app.games.randomGame({ device: 'desktop', currency: 'EUR' }, 'MT');
    game = picked.identifier;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/game-integrations/acme',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { secret: SECRET, providers: [picked.provider] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });
  afterAll(() => t?.close());

  function play(userId: number, actions: { action: 'bet' | 'win'; amount: number }[]) {
    const body = JSON.stringify({
      user_id: String(userId),
      currency: 'EUR',
      game,
      game_id: `round-${randomUUID()}`,
      actions: actions.map((action) => ({ ...action, action_id: randomUUID() })),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/provider/acme/play',
      headers: { 'content-type': 'application/json', 'x-request-sign': signRequest(SECRET, body) },
      payload: body,
    });
  }
  const bet = (userId: number, amount: number) => play(userId, [{ action: 'bet', amount }]);

  async function playerWith(cents: number, limit?: object) {
    const player = await registerPlayer(t.app);
    if (cents > 0) await creditPlayer(t.app, ADMIN_TOKEN, player.id, cents);
    if (limit) expect((await limits.save(player.cookie, limit)).statusCode).toBe(200);
    return player;
  }
  const eur = (amount: number) => [{ currency: 'EUR', amount_cents: amount }];

  it('refuses with 105 a bet that would pass the loss limit, counting wins against stakes', async () => {
    const player = await playerWith(10_000, { type: 'loss', period: 'day', accounts: eur(1_000) });
    expect((await bet(player.id, 600)).statusCode).toBe(200);
    const refused = await bet(player.id, 600);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ code: 105, balance: 9_400 });
    // A win of 300 brings the loss to 300: 600 more fits, 200 after that does not.
    expect((await play(player.id, [{ action: 'win', amount: 300 }])).statusCode).toBe(200);
    expect((await bet(player.id, 600)).statusCode).toBe(200);
    expect((await bet(player.id, 200)).json()).toMatchObject({ code: 105 });
  });

  it('stops wagering at the wager limit and tells the player screens on game_limits', async () => {
    const player = await playerWith(10_000, { type: 'wager', period: 'week', accounts: eur(1_000) });
    expect((await bet(player.id, 1_000)).statusCode).toBe(200);
    expect((await bet(player.id, 1)).json()).toMatchObject({ code: 105 });
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.userId, player.id), eq(outboxEvents.type, 'game_limits_changed')));
    expect(events[0]?.payload).toMatchObject({
      message: { reason: 'limit_reached', limit_type: 'wager', period: 'week', currency: 'EUR' },
    });
  });

  it('ends real play when the session limit is used up, counted from protocol activity', async () => {
    const player = await playerWith(10_000, { type: 'session', period: 'day', amount_minutes: 1 });
    expect((await bet(player.id, 10)).statusCode).toBe(200);
    clock.advance(30_000);
    expect((await bet(player.id, 10)).statusCode).toBe(200);
    clock.advance(40_000);
    expect((await bet(player.id, 10)).json()).toMatchObject({ code: 105 });
    const { cookie } = await limits.signInAgain(player);
    const [limit] = (await limits.list(cookie)).json<{ session: object; reached: boolean }[]>();
    expect(limit).toMatchObject({ reached: true, session: { amount_minutes: 1, current_value_minutes: 1 } });
  });

  it('refuses every bet during a cooling-off', async () => {
    const player = await playerWith(10_000);
    await limits.save(player.cookie, { type: 'coolingoff', period: 'day', password: player.password });
    expect((await bet(player.id, 10)).json()).toMatchObject({ code: 105 });
  });

  it('takes no deposit under a licence that makes a deposit limit mandatory until the player sets one', async () => {
    const player = await playerWith(0);
    await t.database.db.update(users).set({ licenseName: 'UKGC' }).where(eq(users.id, player.id));
    const pay = paymentsClient(t.app, player.cookie);
    const deposit = () => pay.deposit({ method_id: 'visa', amount_cents: 2_000, fields: card(SUCCESS_VISA) });
    const refused = await deposit();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { code: 'DEPOSIT_LIMIT_REQUIRED', details: { limit_type: 'deposit' } },
    });
    expect((await t.app.inject({ url: '/api/player/payments', headers: { cookie: player.cookie } })).json()).toEqual(
      [],
    );
    expect(
      (await limits.save(player.cookie, { type: 'deposit', period: 'month', accounts: eur(50_000) })).statusCode,
    ).toBe(200);
    expect((await deposit()).statusCode).toBe(201);
  });

  it('keeps the reality-check interval and shows the session in play', async () => {
    const player = await playerWith(10_000);
    const read = () => t.app.inject({ url: '/api/player/reality_check', headers: { cookie: player.cookie } });
    const choose = (minutes: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/reality_check',
        headers: { cookie: player.cookie },
        payload: { interval_minutes: minutes },
      });
    expect((await read()).json()).toMatchObject({
      interval_minutes: 0,
      default_interval_minutes: 0,
      allowed_intervals: [0, 15, 30, 45, 60],
      session: null,
    });
    expect((await choose(20)).statusCode).toBe(422);
    expect((await choose(30)).json()).toMatchObject({ interval_minutes: 30 });
    await play(player.id, [
      { action: 'bet', amount: 500 },
      { action: 'win', amount: 200 },
    ]);
    clock.advance(60_000);
    expect((await read()).json()).toMatchObject({
      interval_minutes: 30,
      session: { played_seconds: 60, currency: 'EUR', stakes_cents: 500, wins_cents: 200, net_cents: -300 },
    });
  });

  it('records the session in play of a player whose only limit never stops a bet (a deposit limit)', async () => {
    const player = await playerWith(10_000, { type: 'deposit', period: 'month', accounts: eur(50_000) });
    expect((await bet(player.id, 100)).statusCode).toBe(200);
    clock.advance(45_000);
    const answer = await t.app.inject({ url: '/api/player/reality_check', headers: { cookie: player.cookie } });
    expect(answer.json()).toMatchObject({ session: { played_seconds: 45, currency: 'EUR', stakes_cents: 100 } });
  });

  describe('under concurrency', () => {
    const CROWD = 200;

    it(`lets ${CROWD} parallel deposits take the deposit limit exactly, never past it`, async () => {
      const player = await playerWith(0, { type: 'deposit', period: 'day', accounts: eur(5_000) });
      const pay = paymentsClient(t.app, player.cookie);
      const answers = await Promise.all(
        Array.from({ length: CROWD }, () =>
          pay.deposit({ method_id: 'visa', amount_cents: 100, fields: card(SUCCESS_VISA) }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(50);
      expect(codes.filter((code) => code === 422)).toHaveLength(CROWD - 50);
      const [limit] = (await limits.list(player.cookie)).json<
        { accounts: { current_value_amount_cents: number }[] }[]
      >();
      expect(limit?.accounts[0]?.current_value_amount_cents).toBe(5_000);
    }, 120_000);

    it(`lets ${CROWD} parallel bets take the wager limit exactly, never past it`, async () => {
      const player = await playerWith(100_000, { type: 'wager', period: 'day', accounts: eur(5_000) });
      const answers = await Promise.all(Array.from({ length: CROWD }, () => bet(player.id, 100)));
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(50);
      expect(
        answers.filter((answer) => answer.statusCode === 412 && answer.json<{ code: number }>().code === 105),
      ).toHaveLength(CROWD - 50);
      const [limit] = (await limits.list(player.cookie)).json<
        { accounts: { current_value_amount_cents: number }[] }[]
      >();
      expect(limit?.accounts[0]?.current_value_amount_cents).toBe(5_000);
    }, 120_000);
  });
});
