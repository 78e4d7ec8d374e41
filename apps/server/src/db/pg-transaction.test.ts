import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test/test-database';
import { createTestDatabase, DATABASE_KINDS } from '../test/test-database';
import type { Transaction } from './client';
import { rawRows, runStatement } from './raw-rows';
import { beforeCommit, settleWithCommit } from './transaction-scope';

const insertProbe = { name: 'probe_insert', text: 'insert into pipeline_probe (label) values ($1) returning label' };
const failingProbe = { name: 'probe_fail', text: 'insert into pipeline_probe (label) values (null)' };

/** Counts the writes made to sockets (the database connection's, as nothing else talks) while `body` runs. */
async function socketWrites(body: () => Promise<void>): Promise<number> {
  const prototype = Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  const [write, writev] = [prototype._write, prototype._writev];
  let writes = 0;
  prototype._write = function (this: unknown, ...args) {
    writes += 1;
    return write.apply(this, args);
  };
  prototype._writev = function (this: unknown, ...args) {
    writes += 1;
    return writev.apply(this, args);
  };
  try {
    await body();
  } finally {
    prototype._write = write;
    prototype._writev = writev;
  }
  return writes;
}

describe.each(DATABASE_KINDS)('statements answered with the COMMIT, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    await database.db.transaction((tx) =>
      tx.execute(sql`create table pipeline_probe (label text not null, created_at timestamptz default now())`),
    );
  });
  afterAll(() => database.dispose());

  const labels = async () =>
    (await rawRows<{ label: string }>(database.db, sql`select label from pipeline_probe order by label`)).map(
      (row) => row.label,
    );

  it('commits them with the transaction and answers them once it has committed', async () => {
    let answer: Promise<unknown[]> | undefined;
    await database.db.transaction(async (tx) => {
      await runStatement(tx, insertProbe, ['awaited']);
      beforeCommit(tx, 'probe', async () => {
        answer = settleWithCommit(tx, runStatement(tx, insertProbe, ['with the commit']));
      });
    });
    await expect(answer).resolves.toEqual([{ label: 'with the commit' }]);
    expect(await labels()).toEqual(['awaited', 'with the commit']);
  });

  it("rolls the whole transaction back when one fails, and throws that statement's error", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await runStatement(tx, insertProbe, ['rolled back']);
        beforeCommit(tx, 'probe', async () => {
          void settleWithCommit(tx, runStatement(tx, failingProbe, []));
        });
      }),
    ).rejects.toThrow(/null value in column "label"/);
    expect(await labels()).not.toContain('rolled back');
  });

  /** Runs a transaction whose last work sends a statement (`send`) 20 ms after the transaction began to commit. */
  async function sentLate(send: (tx: Transaction) => Promise<unknown>): Promise<unknown> {
    let late: Promise<unknown> | undefined;
    await database.db
      .transaction(async (tx) => {
        beforeCommit(tx, 'probe', async () => {
          void settleWithCommit(
            tx,
            (async () => {
              await new Promise((resolve) => setTimeout(resolve, 20));
              late = send(tx);
            })(),
          );
        });
      })
      .catch(() => undefined);
    return late;
  }

  it('refuses a statement sent after the transaction began to commit', async () => {
    await expect(sentLate((tx) => runStatement(tx, insertProbe, ['too late']))).rejects.toThrow(
      /after its transaction began to commit/,
    );
    expect(await labels()).not.toContain('too late');
  });

  it('refuses a statement sent through a transaction that has ended, whatever sends it', async () => {
    let ended: Transaction | undefined;
    await database.db.transaction(async (tx) => {
      ended = tx;
    });
    if (!ended) throw new Error('no transaction');
    await expect(runStatement(ended, insertProbe, ['after the end'])).rejects.toThrow(/has ended/);
    // PGlite refuses the builder's statement itself ("Transaction is closed"); on PostgreSQL the connection is back
    // in the pool, and the statement would have run in whichever transaction holds it now.
    await expect(
      ended.execute(sql`insert into pipeline_probe (label) values ('built after the end')`),
    ).rejects.toThrow();
    expect(await labels()).not.toContain('after the end');
    expect(await labels()).not.toContain('built after the end');
  });

  it.runIf(kind === 'postgres')('refuses it whatever sends it: the query builder too', async () => {
    // The builder's query runs when it is awaited; `then` starts it while the work runs.
    const late = sentLate((tx) =>
      tx.execute(sql`insert into pipeline_probe (label) values ('built too late')`).then((rows) => rows),
    );
    // Drizzle wraps the driver's error in its own ("Failed query: ..."), the refusal as its cause.
    await expect(late).rejects.toMatchObject({ cause: { message: expect.stringMatching(/began to commit/) } });
    expect(await labels()).not.toContain('built too late');
  });

  it.runIf(kind === 'postgres')(
    'writes BEGIN with the first statement, and the last statement with COMMIT: two writes to the socket',
    async () => {
      const movement = () =>
        database.db.transaction(async (tx) => {
          await runStatement(tx, insertProbe, ['first']);
          beforeCommit(tx, 'probe', async () => {
            void settleWithCommit(tx, runStatement(tx, insertProbe, ['last']));
          });
        });
      await movement(); // the connection is open and the statements are prepared on it
      expect(await socketWrites(movement)).toBe(2);
      expect(await labels()).toEqual(expect.arrayContaining(['first', 'last']));
    },
  );
});
