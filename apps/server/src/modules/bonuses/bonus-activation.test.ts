import type { PlayerBonus } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../../test/accounts-kit';
import { registerPlayer, sessionCookie, signIn } from '../../test/accounts-kit';
import { creditPlayer, paymentsClient } from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';
import { BONUS_ACTIVATION_JOB } from './index';

/**
 * Delayed activation on the durable scheduler: a campaign's bonus is issued at once but starts wagering only when
 * its delay is over, started by the scheduled job; the player cannot start it sooner, and a withdrawal meanwhile
 * cancels it as it does a bonus that waits. The ledger check runs when the file closes.
 */
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const MINUTE_MS = 60_000;

describe.each(DATABASE_KINDS)('delayed bonus activation on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(kind, { ADMIN_TOKEN, SCHEDULED_JOBS: true }, { clock });
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus_campaigns',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: {
        group_key: 'delayed_coupon',
        title: 'Delayed coupon',
        kind: 'coupon',
        amount_cents: { EUR: 1_000 },
        wager_multiplier: 10,
        activation_delay_minutes: 60,
        code: 'LATER',
      },
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
  });
  afterAll(() => t.close());

  /** A session of now: the clock may have moved past the sign-up session's lifetime. */
  async function cookieOf(player: TestPlayer): Promise<string> {
    const response = await signIn(t.app, { email: player.email, password: player.password });
    expect(response.statusCode, response.body).toBe(200);
    return sessionCookie(response);
  }

  async function bonusOf(player: TestPlayer): Promise<PlayerBonus> {
    await t.app.outbox.drain();
    const list = await t.app.inject({ url: '/api/player/bonuses', headers: { cookie: await cookieOf(player) } });
    return list.json<PlayerBonus[]>().find((bonus) => bonus.group_key === 'delayed_coupon')!;
  }

  async function bonusBalance(player: TestPlayer): Promise<number> {
    const accounts = (
      await t.app.inject({ url: '/api/player/accounts', headers: { cookie: await cookieOf(player) } })
    ).json<{ currency: string; amount_cents: number; available_to_cashout_cents: number }[]>();
    const eur = accounts.find((account) => account.currency === 'EUR')!;
    return eur.amount_cents - eur.available_to_cashout_cents;
  }

  async function runJob(): Promise<void> {
    const job = await t.app.jobs!.runSoon(BONUS_ACTIVATION_JOB);
    expect(job).not.toBeNull();
    await expect
      .poll(() => t.app.jobs!.finished(BONUS_ACTIVATION_JOB, job!), { timeout: 15_000, interval: 200 })
      .toBe(true);
  }

  async function playerWithDelayedBonus(): Promise<TestPlayer> {
    const player = await registerPlayer(t.app);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/bonuses/coupon',
      headers: { cookie: player.cookie },
      payload: { coupon_code: 'LATER' },
    });
    expect(coupon.json()).toEqual({ status: 'successfully_activated' });
    return player;
  }

  it('issues the bonus at once and starts its wagering when the delay is over, never sooner', async () => {
    const issuedAt = clock();
    const player = await playerWithDelayedBonus();
    expect(await bonusOf(player)).toMatchObject({
      stage: 'issued',
      activatable: false,
      activates_at: new Date(issuedAt.getTime() + 60 * MINUTE_MS).toISOString(),
    });
    expect(await bonusBalance(player)).toBe(0);
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/player/bonuses/${(await bonusOf(player)).id}/activation`,
      headers: { cookie: await cookieOf(player) },
    });
    expect(early.statusCode, early.body).toBe(409);

    clock.advance(59 * MINUTE_MS);
    await runJob();
    expect((await bonusOf(player)).stage).toBe('issued');

    clock.advance(2 * MINUTE_MS);
    await runJob();
    expect(await bonusOf(player)).toMatchObject({ stage: 'handle_bets', activates_at: null, balance_cents: 1_000 });
    expect(await bonusBalance(player)).toBe(1_000);
  });

  it('cancels a bonus still to start when the player withdraws, after asking', async () => {
    const player = await playerWithDelayedBonus();
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 3_000);
    const pay = paymentsClient(t.app, await cookieOf(player));
    const order = { method_id: 'sandpay', amount_cents: 2_000, fields: { email: 'ada@example.com' } };
    const refused = await pay.cashout(order);
    expect(refused.json()).toMatchObject({ error: { code: 'BONUS_ACTIVE', details: { bonus_balance_cents: 0 } } });
    expect((await pay.cashout({ ...order, erase_bonus: true })).statusCode).toBe(201);
    expect((await bonusOf(player)).stage).toBe('canceled');

    clock.advance(61 * MINUTE_MS);
    await runJob();
    expect((await bonusOf(player)).stage).toBe('canceled');
    expect(await bonusBalance(player)).toBe(0);
  });
});
