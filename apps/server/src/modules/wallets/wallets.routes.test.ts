import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users, wallets } from '../../db/schema';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { createLedger, houseBook, playerBook } from '../ledger';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';

describe.each(DATABASE_KINDS)('wallets on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  const select = (cookie: string, currency: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/accounts',
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { currency },
    });

  const adjust = (userId: number, payload: Record<string, unknown>, key: string | null = crypto.randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${userId}/balance_adjustments`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  const accountsOf = async (cookie: string) =>
    (await t.app.inject({ url: '/api/player/accounts?compatibility=false', headers: { cookie } })).json();

  const walletsOf = (userId: number, currency: string) =>
    t.database.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, userId), eq(wallets.currency, currency)));

  it('lists one account per currency in the reference shape, money from the ledger', async () => {
    const player = await registerPlayer(t.app);
    expect(await accountsOf(player.cookie)).toEqual([
      {
        currency: 'EUR',
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
  });

  it('tells when a wallet was hidden as an ISO instant in UTC, to the millisecond', async () => {
    const player = await registerPlayer(t.app);
    const hiddenAt = new Date('2026-11-30T01:02:03.456Z');
    await t.database.db.transaction((tx) => tx.update(wallets).set({ hiddenAt }).where(eq(wallets.userId, player.id)));
    expect((await accountsOf(player.cookie))[0]).toMatchObject({ currency: 'EUR', hidden_at: hiddenAt.toISOString() });
  });

  it('selects another currency, opening its wallet at zero; the profile then answers that currency', async () => {
    const player = await registerPlayer(t.app);
    const selected = await select(player.cookie, 'BTC', `select-btc-${player.id}-0123`);
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({ currency: 'BTC', amount_cents: 0, subunits_to_unit: 100_000_000 });
    const profile = (await t.app.inject({ url: '/api/player', headers: { cookie: player.cookie } })).json();
    expect(profile.currency).toBe('BTC');
    expect((await accountsOf(player.cookie)).map((account: { currency: string }) => account.currency)).toEqual([
      'EUR',
      'BTC',
    ]);
    // Selecting a wallet the player holds switches back without opening another.
    expect((await select(player.cookie, 'EUR')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/player', headers: { cookie: player.cookie } })).json().currency).toBe(
      'EUR',
    );
    expect(await walletsOf(player.id, 'BTC')).toHaveLength(1);
  });

  it('answers a retried selection with the first answer, and refuses the key with another request', async () => {
    const player = await registerPlayer(t.app);
    const key = `open-usd-${player.id}-0123456789`;
    const first = await select(player.cookie, 'USD', key);
    const retry = await select(player.cookie, 'USD', key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const reused = await select(player.cookie, 'CAD', key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await walletsOf(player.id, 'CAD')).toHaveLength(0);
    const malformed = await select(player.cookie, 'CAD', 'short');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
      errors: { 'headers.idempotency-key': ['validation.invalid_idempotency_key'] },
    });
  });

  it('refuses a currency that is not offered', async () => {
    const player = await registerPlayer(t.app);
    const refused = await select(player.cookie, 'XYZ');
    expect(refused.statusCode).toBe(422);
    expect(await walletsOf(player.id, 'XYZ')).toHaveLength(0);
  });

  it("scopes keys to the player: another player's key never replays their answer", async () => {
    const [alice, bob] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const key = `shared-key-${alice.id}-${bob.id}`;
    await select(alice.cookie, 'USD', key);
    const bobs = await select(bob.cookie, 'USD', key);
    expect(bobs.statusCode).toBe(200);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect(await walletsOf(bob.id, 'USD')).toHaveLength(1);
  });

  it('lets the operator credit and debit cash with a reason, once per key, never below zero', async () => {
    const player = await registerPlayer(t.app);
    const deliver = vi.spyOn(t.app.realtime, 'deliver');
    const key = crypto.randomUUID();
    const credit = await adjust(player.id, { currency: 'EUR', amount_cents: 2_500, reason: 'Goodwill credit' }, key);
    expect(credit.statusCode).toBe(201);
    expect(credit.json()).toMatchObject({ amount_cents: 2_500, available_to_cashout_cents: 2_500 });
    const retried = await adjust(player.id, { currency: 'EUR', amount_cents: 2_500, reason: 'Goodwill credit' }, key);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect((await accountsOf(player.cookie))[0].amount_cents).toBe(2_500);

    await t.app.outbox.drain();
    expect(deliver).toHaveBeenCalledWith(
      `balance#${player.id}`,
      expect.objectContaining({ currency: 'EUR', amount_cents: 2_500, sequence: expect.any(Number) }),
    );
    deliver.mockRestore();

    const overdraw = await adjust(player.id, { currency: 'EUR', amount_cents: -2_501, reason: 'Chargeback' });
    expect(overdraw.statusCode).toBe(422);
    expect(overdraw.json().error.code).toBe('INSUFFICIENT_FUNDS');
    const debit = await adjust(player.id, { currency: 'EUR', amount_cents: -500, reason: 'Chargeback' });
    expect(debit.json()).toMatchObject({ amount_cents: 2_000 });

    const audited = await t.database.db.execute(
      sql`select details from security_events where user_id = ${player.id} and kind = 'balance_adjusted'`,
    );
    expect((audited as unknown as { rows: unknown[] }).rows).toHaveLength(2);
  });

  it('refuses operator adjustments without a key, a reason, a token, or to a wallet that does not exist', async () => {
    const player = await registerPlayer(t.app);
    const body = { currency: 'EUR', amount_cents: 100, reason: 'Test credit' };
    expect((await adjust(player.id, body, null)).statusCode).toBe(422);
    expect((await adjust(player.id, { ...body, reason: '' })).statusCode).toBe(422);
    expect((await adjust(player.id, { ...body, amount_cents: 0 })).statusCode).toBe(422);
    expect((await adjust(player.id, { ...body, amount_cents: 1.5 })).statusCode).toBe(422);
    expect((await adjust(player.id, { ...body, currency: 'JPY' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.id}/balance_adjustments`,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await accountsOf(player.cookie))[0].amount_cents).toBe(0);
  });

  it('refuses an adjustment that would take a balance past the largest amount with a 422, not a 500', async () => {
    const player = await registerPlayer(t.app);
    const largest = { currency: 'EUR', amount_cents: Number.MAX_SAFE_INTEGER, reason: 'Largest credit' };
    expect((await adjust(player.id, largest)).statusCode).toBe(201);
    const over = await adjust(player.id, { ...largest, amount_cents: 1, reason: 'One more' });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().error.code).toBe('VALIDATION_FAILED');
    expect((await accountsOf(player.cookie))[0].amount_cents).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('answers lifetime totals per currency from the ledger', async () => {
    const player = await registerPlayer(t.app);
    await adjust(player.id, { currency: 'EUR', amount_cents: 1_000, reason: 'Goodwill credit' });
    // Payments and game rounds come with later issues; their movements are posted here as they will post them.
    const ledger = createLedger({ clock: () => new Date() });
    const move = (
      kind: 'deposit' | 'bet' | 'win',
      currency: string,
      amount: number,
      book: 'payment_clearing' | 'game_revenue',
    ) =>
      t.database.db.transaction((tx) =>
        ledger.post(tx, {
          idempotencyKey: `${kind}:${crypto.randomUUID()}`,
          kind,
          legs: [
            { account: playerBook(player.id, currency, 'cash'), amount },
            { account: houseBook(currency, book), amount: -amount },
          ],
        }),
      );
    expect((await select(player.cookie, 'USD')).statusCode).toBe(200);
    await move('deposit', 'EUR', 5_000, 'payment_clearing');
    await move('deposit', 'USD', 2_500, 'payment_clearing');
    await move('bet', 'EUR', -1_200, 'game_revenue');
    await move('win', 'EUR', 300, 'game_revenue');
    const stats = (await t.app.inject({ url: '/api/player/stats', headers: { cookie: player.cookie } })).json();
    // An adjustment is neither a deposit nor a bet; the `*_cents` figures are in the current currency, USD.
    expect(stats).toMatchObject({
      currency: 'USD',
      deposits_count: 2,
      deposits_sum: { EUR: 5_000, USD: 2_500 },
      cashouts_sum: {},
      bets_sum: { EUR: 1_200 },
      deposits_sum_cents: 2_500,
      bets_sum_cents: 0,
      wins_sum_cents: 0,
    });
  });

  it('proves the books through the operator API', async () => {
    const report = await t.app.inject({
      url: '/api/admin/ledger/check',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ ok: true, problemCount: 0, problems: [] });
    expect(report.json().transactions).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/admin/ledger/check' })).statusCode).toBe(401);
  });

  it('keeps wallets and their books when a player is closed, never deleted', async () => {
    const player = await registerPlayer(t.app);
    await expect(t.database.db.transaction((tx) => tx.delete(users).where(eq(users.id, player.id)))).rejects.toThrow();
  });
});
