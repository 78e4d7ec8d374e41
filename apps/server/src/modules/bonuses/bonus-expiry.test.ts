import { randomUUID } from 'node:crypto';
import type { PlayerBonus } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../../test/accounts-kit';
import { registerPlayer, sessionCookie, signIn } from '../../test/accounts-kit';
import { creditPlayer } from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';
import { signRequest } from '../game-wallet';
import { BONUS_EXPIRY_JOB } from './index';

/**
 * Expiry on the durable scheduler (pg-boss on the same database), and bets racing it: whatever the order, the bonus
 * ends expired with its bonus balance forfeited, no bet spends bonus money after that, and the books balance.
 */
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const SECRET = 'provider-secret-for-tests-0123456789abcdef';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('bonus expiry on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let slot: string;

  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(kind, { ADMIN_TOKEN, SCHEDULED_JOBS: true }, { clock });
    slot = t.app.games.randomGame({ device: 'desktop', currency: 'EUR', category: 'pokies' }, 'MT').identifier;
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/game-integrations/expiry-test',
      headers,
      payload: { secret: SECRET, providers: [slot.split('/')[0]] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus_campaigns',
      headers,
      payload: {
        group_key: 'expiring_coupon',
        title: 'Expiring coupon',
        kind: 'coupon',
        amount_cents: { EUR: 1_000 },
        wager_multiplier: 50,
        wager_days: 1,
        code: 'EXPIRES',
      },
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
  });
  afterAll(() => t.close());

  async function playerWithBonus(cash: number): Promise<TestPlayer> {
    const player = await registerPlayer(t.app);
    if (cash > 0) await creditPlayer(t.app, ADMIN_TOKEN, player.id, cash);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/bonuses/coupon',
      headers: { cookie: player.cookie },
      payload: { coupon_code: 'EXPIRES' },
    });
    expect(coupon.json()).toEqual({ status: 'successfully_activated' });
    return player;
  }

  /** A session of now: the clock moved past the sign-up session's lifetime. */
  async function cookieOf(player: TestPlayer): Promise<string> {
    const response = await signIn(t.app, { email: player.email, password: player.password });
    expect(response.statusCode, response.body).toBe(200);
    return sessionCookie(response);
  }

  async function bonusOf(player: TestPlayer): Promise<PlayerBonus | undefined> {
    await t.app.outbox.drain();
    const list = await t.app.inject({ url: '/api/player/bonuses', headers: { cookie: await cookieOf(player) } });
    return list.json<PlayerBonus[]>().find((bonus) => bonus.group_key === 'expiring_coupon');
  }

  async function balances(player: TestPlayer) {
    const cookie = await cookieOf(player);
    const accounts = (await t.app.inject({ url: '/api/player/accounts', headers: { cookie } })).json<
      { currency: string; amount_cents: number; available_to_cashout_cents: number }[]
    >();
    const eur = accounts.find((account) => account.currency === 'EUR')!;
    return { cash: eur.available_to_cashout_cents, bonus: eur.amount_cents - eur.available_to_cashout_cents };
  }

  function bet(player: TestPlayer, amount: number) {
    const body = JSON.stringify({
      user_id: String(player.id),
      currency: 'EUR',
      game: slot,
      game_id: randomUUID(),
      finished: true,
      actions: [{ action: 'bet', action_id: randomUUID(), amount }],
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/provider/expiry-test/play',
      headers: { 'content-type': 'application/json', 'x-request-sign': signRequest(SECRET, body) },
      payload: body,
    });
  }

  it('expires a bonus nobody touches through the scheduled job, forfeiting its balance', async () => {
    const player = await playerWithBonus(0);
    expect(await balances(player)).toEqual({ cash: 0, bonus: 1_000 });
    clock.advance(DAY_MS + 1);
    const job = await t.app.jobs!.runSoon(BONUS_EXPIRY_JOB);
    expect(job).not.toBeNull();
    await expect
      .poll(() => t.app.jobs!.finished(BONUS_EXPIRY_JOB, job!), { timeout: 15_000, interval: 200 })
      .toBe(true);
    expect(await bonusOf(player)).toMatchObject({ stage: 'expired', balance_cents: 0 });
    expect(await balances(player)).toEqual({ cash: 0, bonus: 0 });
  });

  it('lets no bet spend bonus money once the bonus is due, whichever reaches it first', async () => {
    const player = await playerWithBonus(100);
    clock.advance(DAY_MS + 1);
    const [expired, ...bets] = await Promise.all([
      t.app.jobs!.runSoon(BONUS_EXPIRY_JOB),
      ...Array.from({ length: 6 }, () => bet(player, 300)),
    ]);
    expect(expired).not.toBeNull();
    // A bet finds the bonus overdue, so only its real money could play, and 100 does not cover 300. (The expiry a
    // refused bet made rolls back with it; the job's own expiry stands.)
    expect(bets.every((response) => response.json<{ code: number }>().code === 100)).toBe(true);
    await expect
      .poll(() => t.app.jobs!.finished(BONUS_EXPIRY_JOB, expired!), { timeout: 15_000, interval: 200 })
      .toBe(true);
    expect(await bonusOf(player)).toMatchObject({ stage: 'expired' });
    expect(await balances(player)).toEqual({ cash: 100, bonus: 0 });
  });
});
