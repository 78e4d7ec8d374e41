import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database, Transaction } from './client';
import { assertNotCommitting } from './transaction-scope';

/**
 * Opens transactions on a pool of pipelining connections (node-postgres's `pipeline: true`): a statement is written
 * as soon as it is issued, without waiting for the answers of those before it. So BEGIN is not awaited: it travels
 * with the transaction's first statement. And the work a body hands to `settleWithCommit` instead of awaiting it
 * travels with its COMMIT. A ledger movement costs two round trips instead of four (docs/benchmarks.md).
 *
 * What stays as it was: every statement the body awaits is answered before the next is written, and the server runs
 * them in order. A failed statement aborts the transaction, and PostgreSQL answers a COMMIT that follows it with
 * ROLLBACK; that answer is checked, so such a transaction throws as it would have.
 */
export function pipelinedTransactions(pool: pg.Pool, db: Database) {
  const { dialect, session } = db as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    session: { options: ConstructorParameters<typeof NodePgSession>[3] };
  };
  return async function transaction<T>(
    body: (tx: Transaction) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const client = await pool.connect();
    const statements = new TransactionStatements(client);
    // Drizzle asks nothing of its client but `query`.
    const transactionSession = new NodePgSession(
      statements as unknown as pg.PoolClient,
      dialect,
      undefined,
      session.options,
    );
    const tx = new NodePgTransaction(dialect, transactionSession, undefined) as unknown as Transaction;
    statements.transaction = tx;
    const begun = client.query(config ? beginWith(tx, config) : 'begin');
    // A plain BEGIN fails only with its connection (or a cancel request, which this server never sends), and then so
    // does every statement after it: it is read once the body is done. One with an isolation level or access mode
    // may be refused by the server (serializable on a standby), so the body waits for it rather than run unguarded.
    begun.catch(() => undefined);
    if (config) {
      try {
        await begun;
      } catch (error) {
        client.release();
        throw error;
      }
    }
    let broken: Error | undefined;
    try {
      const result = await body(tx);
      await begun;
      const committed = await client.query('commit');
      if (committed.command !== 'COMMIT') throw new TransactionRolledBackError();
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackFailed: Error) => {
        broken = rollbackFailed;
      });
      throw error;
    } finally {
      // A connection that could not even roll back is closed rather than handed to the next transaction.
      client.release(broken);
    }
  };
}

/** BEGIN with an isolation level or access mode, in Drizzle's own words (the method is protected in its types). */
function beginWith(tx: Transaction, config: PgTransactionConfig): string {
  const { dialect } = tx as unknown as { dialect: ConstructorParameters<typeof NodePgSession>[1] };
  const configSql = (tx as unknown as { getTransactionConfigSQL: (config: PgTransactionConfig) => SQL })
    .getTransactionConfigSQL;
  return dialect.sqlToQuery(sql`begin ${configSql.call(tx, config)}`).sql;
}

/**
 * The connection as a transaction's statements reach it (the query builder's, a savepoint's, `runStatement`'s,
 * which is all Drizzle's session asks of its client): each is refused once its transaction began to commit
 * (`assertNotCommitting`), rather than sent after the COMMIT or, once it has ended, to the connection's next
 * transaction. BEGIN and COMMIT go to the connection itself.
 */
export class TransactionStatements {
  /** The transaction these statements belong to, whose scope says whether it is committing or has ended. */
  transaction: Transaction | undefined;

  constructor(private readonly connection: pg.PoolClient) {}

  query(...args: unknown[]): unknown {
    if (this.transaction) assertNotCommitting(this.transaction);
    return Reflect.apply(this.connection.query, this.connection, args);
  }
}

/**
 * The COMMIT was answered with ROLLBACK: a statement of the transaction failed without its caller awaiting it.
 * The statement's own error is what the caller sees (see `runTransactionBody`); this one only when there is none.
 */
export class TransactionRolledBackError extends Error {
  constructor() {
    super('The transaction was rolled back: one of its statements failed');
    this.name = 'TransactionRolledBackError';
  }
}

type CorkableStream = { cork(): void; uncork(): void };

/**
 * Makes a pooled connection send what it is given during one turn of the event loop in one write: a transaction's
 * BEGIN with its first statement, its last statements with its COMMIT. Each write to a socket is a system call, and
 * on the loopback interface the kernel does the receiving side's work inside it and wakes the database backend: with
 * one write per statement those calls were half of a ledger movement's Node time (docs/benchmarks.md). What was
 * written goes out once the turn's I/O callbacks have run (`setImmediate`), before the loop waits again, so no
 * statement waits longer than the turn it was written in.
 */
export function writeOncePerTurn(client: pg.PoolClient): void {
  const { connection } = client as unknown as { connection: { stream: CorkableStream } };
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let corked = false;
  const flush = () => {
    corked = false;
    connection.stream.uncork();
  };
  Object.defineProperty(client, 'query', {
    value: (...args: unknown[]) => {
      if (!corked) {
        corked = true;
        connection.stream.cork();
        setImmediate(flush);
      }
      return send(...args);
    },
    writable: true,
    configurable: true,
  });
}
