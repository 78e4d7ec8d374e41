import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users, wallets } from '../../db/schema';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

describe.each(DATABASE_KINDS)('opening a wallet on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const open = (cookie: string, currency: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/accounts',
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { currency },
    });

  const walletsOf = (userId: number, currency: string) =>
    t.database.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, userId), eq(wallets.currency, currency)));

  it('answers a retried request with the first answer and opens one wallet', async () => {
    const player = await registerPlayer(t.app);
    const key = `open-usd-${player.id}-0123456789`;
    const first = await open(player.cookie, 'USD', key);
    const retry = await open(player.cookie, 'USD', key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await walletsOf(player.id, 'USD')).toHaveLength(1);
    // Without the key the same request is a new one, and the wallet exists already.
    expect((await open(player.cookie, 'USD')).statusCode).toBe(409);
  });

  it('refuses the key with another request, and a malformed key, in the error shape', async () => {
    const player = await registerPlayer(t.app);
    const key = `open-${player.id}-0123456789`;
    expect((await open(player.cookie, 'USD', key)).statusCode).toBe(201);
    const reused = await open(player.cookie, 'CAD', key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await walletsOf(player.id, 'CAD')).toHaveLength(0);
    const malformed = await open(player.cookie, 'CAD', 'short');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
      errors: { 'headers.idempotency-key': ['validation.invalid_idempotency_key'] },
    });
  });

  it("scopes keys to the player: another player's key never replays their answer", async () => {
    const [alice, bob] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const key = `shared-key-${alice.id}-${bob.id}`;
    await open(alice.cookie, 'USD', key);
    const bobs = await open(bob.cookie, 'USD', key);
    expect(bobs.statusCode).toBe(201);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect(await walletsOf(bob.id, 'USD')).toHaveLength(1);
  });

  it('publishes the new account on the balance channel after the commit, with its sequence', async () => {
    const player = await registerPlayer(t.app);
    const deliver = vi.spyOn(t.app.realtime, 'deliver');
    expect((await open(player.cookie, 'USD', `balance-${player.id}-0123456789`)).statusCode).toBe(201);
    await t.app.outbox.drain();
    expect(deliver).toHaveBeenCalledWith(`balance#${player.id}`, {
      currency: 'USD',
      active: false,
      amount_cents: 0,
      available_to_cashout_cents: 0,
      subunits_to_unit: 100,
      sequence: 1,
    });
    deliver.mockRestore();
  });

  it('keeps every stored balance within what a number holds exactly, never negative, and outliving its player', async () => {
    const player = await registerPlayer(t.app);
    const set = (amountCents: number, availableToCashoutCents: number) =>
      t.database.db.transaction((tx) =>
        tx.update(wallets).set({ amountCents, availableToCashoutCents }).where(eq(wallets.userId, player.id)),
      );
    await expect(set(-1, 0)).rejects.toThrow();
    await expect(set(Number.MAX_SAFE_INTEGER + 1, 0)).rejects.toThrow();
    await expect(set(100, 101)).rejects.toThrow();
    await expect(set(Number.MAX_SAFE_INTEGER, 100)).resolves.toBeDefined();
    // A player is closed, never deleted: the wallet keeps the account row in place.
    await expect(t.database.db.transaction((tx) => tx.delete(users).where(eq(users.id, player.id)))).rejects.toThrow();
  });
});
