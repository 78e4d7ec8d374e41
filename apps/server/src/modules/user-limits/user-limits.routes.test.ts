import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserLimitDetail } from '@casino/contracts';
import { registerPlayer } from '../../test/accounts-kit';
import { limitConfirmationToken, limitsClient } from '../../test/limits-kit';
import { card, paymentsClient, SUCCESS_VISA } from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Every window and transition of a limit, on a clock the test moves (docs/responsible-gambling.md). */
describe.each(DATABASE_KINDS)('user limits on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let limits: ReturnType<typeof limitsClient>;
  beforeAll(async () => {
    clock = testClock(new Date('2026-11-02T08:00:00.000Z'));
    t = await createTestApp(kind, { LOG_LEVEL: 'error' }, { clock });
    limits = limitsClient(t.app);
  });
  afterAll(() => t?.close());

  const depositLimit = (amount: number, period = 'day') => ({
    type: 'deposit',
    period,
    accounts: [{ currency: 'EUR', amount_cents: amount }],
  });
  const listed = async (cookie: string) => (await limits.list(cookie)).json<UserLimitDetail[]>();

  it('sets a first limit at once, with one account per held currency and the window it counts in', async () => {
    const player = await registerPlayer(t.app);
    const saved = await limits.save(player.cookie, { ...depositLimit(10_000), period: 'daily' });
    expect(saved.statusCode, saved.body).toBe(200);
    const [limit] = await listed(player.cookie);
    expect(limit).toMatchObject({
      type: 'deposit',
      period: 'day',
      status: 'active',
      confirm_until: null,
      pending_change: null,
      reached: false,
      accounts: [
        {
          currency: 'EUR',
          amount_cents: 10_000,
          current_value_amount_cents: 0,
          active_until: new Date(clock().getTime() + DAY).toISOString(),
        },
      ],
    });
  });

  it('refuses what cannot be a limit with field messages', async () => {
    const player = await registerPlayer(t.app);
    const cases: [object, string][] = [
      [{ type: 'spend', period: 'day' }, 'type'],
      [{ type: 'deposit', period: 'forever', accounts: [{ currency: 'EUR', amount_cents: 1 }] }, 'period'],
      [{ type: 'deposit', period: 'day', accounts: [{ currency: 'BTC', amount_cents: 1 }] }, 'accounts.0.currency'],
      [{ type: 'loss', period: 'week' }, 'accounts'],
      [
        { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: -5 }] },
        'accounts.0.amount_cents',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await limits.save(player.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
  });

  it('lowers at once, and makes a raise wait: confirmed after 24 hours, applied at the end of the window', async () => {
    const player = await registerPlayer(t.app);
    const limit = (await limits.save(player.cookie, depositLimit(10_000, 'week'))).json<UserLimitDetail>();
    const windowEnd = new Date(limit.accounts[0]!.active_until);

    const lowered = (await limits.save(player.cookie, depositLimit(5_000, 'week'))).json<UserLimitDetail>();
    expect(lowered).toMatchObject({ status: 'active', accounts: [{ amount_cents: 5_000 }] });

    clock.advance(HOUR);
    const requestedAt = clock();
    const raised = (await limits.save(player.cookie, depositLimit(20_000, 'week'))).json<UserLimitDetail>();
    expect(raised).toMatchObject({
      status: 'unconfirmed',
      accounts: [{ amount_cents: 5_000 }],
      confirm_until: new Date(requestedAt.getTime() + DAY + 7 * DAY).toISOString(),
      pending_change: {
        accounts: [{ currency: 'EUR', amount_cents: 20_000 }],
        effective_at: windowEnd.toISOString(),
        requested_at: requestedAt.toISOString(),
      },
    });
    const { token } = await limitConfirmationToken(t.database.db, player.email);

    // Too early: the player comes back after the 24-hour wait (RTS 12).
    const early = await limits.confirm(token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: {
        code: 'LIMIT_CHANGE_NOT_DUE',
        details: { confirmable_from: new Date(requestedAt.getTime() + DAY).toISOString() },
      },
    });

    clock.advance(DAY);
    const confirmed = await limits.confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', accounts: [{ amount_cents: 5_000 }] });
    expect((await limits.confirm(token)).statusCode).toBe(422);

    // Still the old amount until the week's window ends, then the new one.
    clock.set(new Date(windowEnd.getTime() - 1));
    const { cookie } = await limits.signInAgain(player);
    expect((await listed(cookie))[0]).toMatchObject({ status: 'confirmed', accounts: [{ amount_cents: 5_000 }] });
    clock.set(windowEnd);
    expect((await listed(cookie))[0]).toMatchObject({
      status: 'active',
      pending_change: null,
      accounts: [{ amount_cents: 20_000 }],
    });
  });

  it('lets an unconfirmed raise lapse when its confirmation time runs out', async () => {
    const player = await registerPlayer(t.app);
    await limits.save(player.cookie, depositLimit(1_000));
    await limits.save(player.cookie, depositLimit(9_000));
    const { token } = await limitConfirmationToken(t.database.db, player.email);
    clock.advance(8 * DAY);
    const expired = await limits.confirm(token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ errors: { token: ['validation.token_expired'] } });
    const { cookie } = await limits.signInAgain(player);
    expect((await listed(cookie))[0]).toMatchObject({
      status: 'active',
      confirm_until: null,
      accounts: [{ amount_cents: 1_000 }],
    });
  });

  it('makes a removal wait 24 hours at least, and removes the limit once confirmed', async () => {
    const player = await registerPlayer(t.app);
    const limit = (await limits.save(player.cookie, depositLimit(1_000))).json<UserLimitDetail>();
    const requestedAt = clock();
    const removing = (await limits.remove(player.cookie, limit.id)).json<UserLimitDetail>();
    // A day limit set just now: its window ends exactly 24 hours after the request.
    expect(removing).toMatchObject({
      status: 'unconfirmed_disable',
      disable_at: new Date(requestedAt.getTime() + DAY).toISOString(),
    });
    const { token } = await limitConfirmationToken(t.database.db, player.email);
    clock.advance(DAY);
    expect((await limits.confirm(token)).statusCode).toBe(200);
    const { cookie } = await limits.signInAgain(player);
    expect(await listed(cookie)).toEqual([]);
    expect((await limits.remove(cookie, limit.id)).statusCode).toBe(404);
  });

  it('refuses a deposit that would pass the limit before the provider is asked, and counts again in the next window', async () => {
    const player = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, player.cookie);
    const limit = (await limits.save(player.cookie, depositLimit(5_000))).json<UserLimitDetail>();
    const deposit = (amount: number) =>
      pay.deposit({ method_id: 'visa', amount_cents: amount, fields: card(SUCCESS_VISA) });
    expect((await deposit(3_000)).statusCode).toBe(201);
    const refused = await deposit(2_500);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'LIMIT_REACHED',
        details: {
          limit_type: 'deposit',
          period: 'day',
          currency: 'EUR',
          remaining_cents: 2_000,
          resets_at: limit.accounts[0]!.active_until,
        },
      },
    });
    expect((await deposit(2_000)).statusCode).toBe(201);
    expect((await listed(player.cookie))[0]).toMatchObject({
      reached: true,
      accounts: [{ amount_cents: 5_000, current_value_amount_cents: 5_000 }],
    });
    clock.set(new Date(limit.accounts[0]!.active_until));
    const { cookie } = await limits.signInAgain(player);
    expect((await listed(cookie))[0]).toMatchObject({ reached: false, accounts: [{ current_value_amount_cents: 0 }] });
  });

  it('applies the lowest remaining amount of several periods', async () => {
    const player = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, player.cookie);
    await limits.save(player.cookie, depositLimit(10_000, 'day'));
    await limits.save(player.cookie, depositLimit(4_000, 'week'));
    const refused = await pay.deposit({ method_id: 'visa', amount_cents: 5_000, fields: card(SUCCESS_VISA) });
    expect(refused.json()).toMatchObject({
      error: { code: 'LIMIT_REACHED', details: { period: 'week', remaining_cents: 4_000 } },
    });
  });
});
