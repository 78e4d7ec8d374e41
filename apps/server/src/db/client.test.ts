import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevMail } from '../modules/mail';
import { createAuditLog } from '../modules/audit';
import { systemClock } from '../lib/clock';
import type { TestDatabase } from '../test/test-database';
import { createEmptyPostgresDatabase, createTestDatabase, DATABASE_KINDS } from '../test/test-database';
import { openDatabase } from './client';
import { devMailMessages } from './schema';
import { afterCommit, PoolUsedInsideTransactionError } from './transaction-scope';

/** Drizzle reports a failed query with the driver's error as its cause. */
async function expectPoolRefusal(attempt: Promise<unknown>): Promise<void> {
  const error: unknown = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  const cause = error instanceof Error && !(error instanceof PoolUsedInsideTransactionError) ? error.cause : error;
  expect(cause).toBeInstanceOf(PoolUsedInsideTransactionError);
}

const mail = { sender: 'a@example.com', recipients: ['b@example.com'], subject: 's', textBody: 't' };

describe.each(DATABASE_KINDS)('database client on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
  });
  afterAll(() => database.dispose());

  it('refuses a write through the pool at compile time: writes take a transaction', () => {
    const { db } = database;
    const audit = createAuditLog({ clock: systemClock });
    const event = { origin: { ip: '::1', userAgent: null } };
    // @ts-expect-error the pool is not a transaction
    const refused = () => insertDevMail(db, mail);
    // @ts-expect-error the audit log records inside the caller's transaction only
    const unaudited = () => audit.record('sign_out', event, db);
    expect([refused, unaudited]).toHaveLength(2);
  });

  it('fails fast, instead of hanging, when a transaction body queries the pool', async () => {
    const { db } = database;
    const started = Date.now();
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await db.execute(sql`select 1`);
    });
    await expectPoolRefusal(attempt);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a transaction opened on the pool inside another one (it would not be nested)', async () => {
    const { db } = database;
    const attempt = db.transaction(() => db.transaction(async () => undefined));
    await expectPoolRefusal(attempt);
  });

  it('rolls the whole transaction back when the body fails, and the pool works again afterwards', async () => {
    const { db } = database;
    const marker = `rollback-${kind}`;
    const attempt = db.transaction(async (tx) => {
      await insertDevMail(tx, { ...mail, subject: marker });
      await db.execute(sql`select 1`);
    });
    await expectPoolRefusal(attempt);
    const rows = await db
      .select()
      .from(devMailMessages)
      .where(sql`${devMailMessages.subject} = ${marker}`);
    expect(rows).toEqual([]);
  });

  it('lets concurrent requests use the pool while another request holds a transaction', async () => {
    const { db } = database;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await insertDevMail(tx, mail);
      await held;
    });
    // Another request, outside the transaction's context: it queues on PGlite and runs on its own connection on
    // PostgreSQL, but is never refused.
    const outside = db.execute(sql`select 1 as one`);
    release();
    await transaction;
    await expect(outside).resolves.toBeDefined();
  });

  it('lets work a transaction started in the background use the pool once the transaction has ended', async () => {
    const { db } = database;
    let background: Promise<unknown> | undefined;
    await db.transaction(async () => {
      background = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`select 1`));
    });
    await expect(background).resolves.toBeDefined();
  });

  it('runs afterCommit callbacks once the transaction has committed, and never after a rollback', async () => {
    const { db } = database;
    const calls: string[] = [];
    await db.transaction(async (tx) => {
      afterCommit(tx, () => calls.push('committed'));
      await insertDevMail(tx, mail);
      expect(calls).toEqual([]);
    });
    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, () => calls.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(calls).toEqual(['committed']);
    expect(() => afterCommit({}, () => undefined)).toThrow(/open transaction/);
  });

  it("gives a savepoint its transaction's scope: its work waits for the outermost commit", async () => {
    const { db } = database;
    const calls: string[] = [];
    let ended: object | undefined;
    await db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        await savepoint.transaction(async (inner) => afterCommit(inner, () => calls.push('inner')));
        afterCommit(savepoint, () => calls.push('savepoint'));
      });
      expect(calls).toEqual([]);
      ended = tx;
    });
    expect(calls).toEqual(['inner', 'savepoint']);
    // A transaction that has ended takes no more work.
    expect(() => afterCommit(ended ?? {}, () => undefined)).toThrow(/open transaction/);
  });
});

describe.runIf(process.env.DATABASE_URL)('the pool guard on PostgreSQL', () => {
  it('is on unless turned off, as the server does in production: then a body using the pool is not refused', async () => {
    const empty = await createEmptyPostgresDatabase();
    const guarded = await openDatabase({ kind: 'postgres', url: empty.url });
    const unguarded = await openDatabase({ kind: 'postgres', url: empty.url, guardPool: false });
    try {
      await expectPoolRefusal(guarded.db.transaction(() => guarded.db.execute(sql`select 1`)));
      // The mistake the guard catches in tests: this query ran on another connection, outside the transaction.
      await expect(unguarded.db.transaction(() => unguarded.db.execute(sql`select 1`))).resolves.toBeDefined();
    } finally {
      await guarded.close();
      await unguarded.close();
      await empty.drop();
    }
  });
});
