import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { devMailMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { insertDevMail } from '../mail';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase, DATABASE_KINDS } from '../../test/test-database';
import type { Idempotency } from './idempotency.service';
import { createIdempotency, IDEMPOTENCY_LEASE_MS, playerScope } from './idempotency.service';

/** Work that signals when it has started and then waits to be released: a request still in flight. */
function pausedWork() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  return { held, release, running, started };
}

let counter = 0;
const freshKey = () => `key-${process.pid}-${++counter}-abcdef`;

describe.each(DATABASE_KINDS)('idempotency keys on %s', (kind) => {
  let database: TestDatabase;
  let clock: TestClock;
  let idempotency: Idempotency;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    clock = testClock();
    idempotency = createIdempotency({ db: database.db, clock });
  });
  afterAll(() => database.dispose());

  /** A unit of work with a visible effect (a stored row), counting how often it really ran. */
  function effect(subject: string) {
    const runs = { count: 0 };
    const work = async (tx: Transaction) => {
      runs.count += 1;
      await insertDevMail(tx, { sender: 's@example.com', recipients: ['r@example.com'], subject, textBody: '' });
      return { status: 201, body: { subject, run: runs.count } };
    };
    const stored = () => database.db.select().from(devMailMessages).where(eq(devMailMessages.subject, subject));
    return { runs, work, stored };
  }

  const call = (key: string | undefined, body: unknown = { amount_cents: 100 }, scope = playerScope(1)) => ({
    scope,
    key,
    request: { method: 'POST', route: '/api/test', body },
  });

  it('runs the work once and answers a retry with the stored status and body', async () => {
    const key = freshKey();
    const { runs, work, stored } = effect(key);
    const first = await idempotency.run(call(key), work);
    const retry = await idempotency.run(call(key, { amount_cents: 100 }), work);
    expect(first).toEqual({ status: 201, body: { subject: key, run: 1 }, replayed: false });
    expect(retry).toEqual({ status: 201, body: { subject: key, run: 1 }, replayed: true });
    expect(runs.count).toBe(1);
    expect(await stored()).toHaveLength(1);
  });

  it('treats the same JSON with its fields in another order as the same request', async () => {
    const key = freshKey();
    const { runs, work } = effect(key);
    await idempotency.run(call(key, { a: 1, b: { c: 2, d: 3 } }), work);
    const retry = await idempotency.run(call(key, { b: { d: 3, c: 2 }, a: 1 }), work);
    expect(retry.replayed).toBe(true);
    expect(runs.count).toBe(1);
  });

  it('refuses the same key with a different request', async () => {
    const key = freshKey();
    const { runs, work } = effect(key);
    await idempotency.run(call(key, { amount_cents: 100 }), work);
    await expect(idempotency.run(call(key, { amount_cents: 999 }), work)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(runs.count).toBe(1);
  });

  it('answers REQUEST_IN_PROGRESS to a retry that arrives while the first request still runs', async () => {
    const key = freshKey();
    const { stored } = effect(key);
    const { held, release, running, started } = pausedWork();
    const first = idempotency.run(call(key), async (tx) => {
      started();
      await held;
      await insertDevMail(tx, { sender: 's@example.com', recipients: ['r@example.com'], subject: key, textBody: '' });
      return { status: 200, body: 'first' };
    });
    await running;
    const retry = idempotency.run(call(key), async () => ({ status: 200, body: 'retry' }));
    if (kind === 'pglite') {
      // One connection: the retry's claim queues behind the first transaction and then finds its answer.
      release();
      await expect(retry).resolves.toMatchObject({ body: 'first', replayed: true });
    } else {
      await expect(retry).rejects.toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
      release();
    }
    await expect(first).resolves.toMatchObject({ body: 'first', replayed: false });
    expect(await stored()).toHaveLength(1);
    await expect(idempotency.run(call(key), async () => ({ status: 200, body: 'later' }))).resolves.toMatchObject({
      body: 'first',
      replayed: true,
    });
  });

  it('frees the key when the work fails, so the request can be retried', async () => {
    const key = freshKey();
    const { runs, work, stored } = effect(key);
    await expect(
      idempotency.run(call(key), async (tx) => {
        await work(tx);
        throw new AppError('CONFLICT', 'refused after writing');
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await stored()).toHaveLength(0);
    await expect(idempotency.run(call(key), work)).resolves.toMatchObject({ replayed: false });
    expect(runs.count).toBe(2);
    expect(await stored()).toHaveLength(1);
  });

  it('keeps keys per caller: the same key from another player is another request', async () => {
    const key = freshKey();
    const { runs, work } = effect(key);
    await idempotency.run(call(key, {}, playerScope(1)), work);
    const other = await idempotency.run(call(key, {}, playerScope(2)), work);
    expect(other.replayed).toBe(false);
    expect(runs.count).toBe(2);
  });

  it('runs the work every time without a key', async () => {
    const { runs, work } = effect(freshKey());
    await idempotency.run(call(undefined), work);
    await idempotency.run(call(undefined), work);
    expect(runs.count).toBe(2);
  });

  it('lets a retry take over a lapsed lease, and rolls back the first request if it finishes after all', async () => {
    const key = freshKey();
    const { stored } = effect(key);
    const { held, release, running, started } = pausedWork();
    const stuck = idempotency.run(call(key), async (tx) => {
      await insertDevMail(tx, { sender: 's', recipients: ['r'], subject: key, textBody: 'stuck' });
      started();
      await held;
      return { status: 200, body: 'stuck' };
    });
    await running;
    if (kind === 'pglite') {
      // One connection: the takeover cannot run while the first transaction is open. Let it finish first instead.
      release();
      await stuck;
      expect(await stored()).toHaveLength(1);
      return;
    }
    clock.advance(IDEMPOTENCY_LEASE_MS + 1);
    const takeover = await idempotency.run(call(key), async (tx) => {
      await insertDevMail(tx, { sender: 's', recipients: ['r'], subject: key, textBody: 'takeover' });
      return { status: 200, body: 'takeover' };
    });
    expect(takeover).toMatchObject({ body: 'takeover', replayed: false });
    release();
    await expect(stuck).rejects.toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
    expect((await stored()).map((row) => row.textBody)).toEqual(['takeover']);
  });

  it('keeps answers for seven days, then forgets them', async () => {
    const key = freshKey();
    const { runs, work } = effect(key);
    await idempotency.run(call(key), work);
    clock.advance(7 * 24 * 60 * 60_000 - 60_000);
    await idempotency.sweep();
    expect((await idempotency.run(call(key), work)).replayed).toBe(true);
    clock.advance(2 * 60_000);
    await idempotency.sweep();
    expect((await idempotency.run(call(key), work)).replayed).toBe(false);
    expect(runs.count).toBe(2);
  });
});
