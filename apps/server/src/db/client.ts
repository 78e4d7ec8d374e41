import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../server-paths';
import { assertNoOpenTransaction, runTransactionBody } from './transaction-scope';
import { lockDataDir } from './data-dir-lock';
import { pipelinedTransactions, writeOncePerTurn } from './pg-transaction';

/**
 * No schema is given to Drizzle: the relational query API (`db.query.table`) is not used, and with a schema every
 * transaction would build one query builder per table when it opens (measurable on the money hot path,
 * docs/benchmarks.md). Tables are imported where they are queried.
 */
type Schema = Record<string, never>;

/** The connection pool (one connection on PGlite). Reads may use it; writes need a `Transaction`. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * An open transaction. Every repository function that writes takes this type, so a write can only happen inside
 * a transaction the caller opened, and the pool (`Database`) cannot be passed where a transaction is expected.
 */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** What a read accepts: the pool, or the transaction it should see uncommitted changes of. */
export type Queryable = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tarball, to start copies from (`template`). */
  dump?: () => Promise<Blob>;
};

/**
 * Connections of the server's pool to PostgreSQL. More are not faster on a small machine: each is a backend process
 * of its own, and a busy wallet's movements rotated over thirty-two of them ran a fifth slower than over eight, their
 * caches cold (docs/benchmarks.md, the hot wallet).
 */
export const DEFAULT_POOL_SIZE = 10;

export type DatabaseOptions =
  /**
   * `guardPool` (default on): refuse the pool's methods inside an open transaction's body
   * (`assertNoOpenTransaction`), a check for the code's mistakes that costs every promise of the process a hook on
   * Node 20; the server turns it off in production. Always on for PGlite, where such a call would wait forever.
   */
  | { kind: 'postgres'; url: string; poolSize?: number; guardPool?: boolean }
  /** `dataDir` undefined means in memory (tests); `template` starts it from a `dumpDataDir()` copy. */
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // Pipelining: a connection writes each statement without waiting for the answers before it (`pg-transaction.ts`).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      pipeline: true,
    });
    const guardPool = options.guardPool ?? true;
    if (guardPool) guardPoolMethods(pool, ['query', 'connect']);
    pool.on('connect', (client) => writeOncePerTurn(client));
    const db = drizzlePg({ client: pool });
    const transaction = pipelinedTransactions(pool, db as unknown as Database);
    scopeTransactions(db as unknown as Database, transaction, { pipelined: true, guardPool });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const unlock = options.dataDir ? await lockDataDir(path.resolve(options.dataDir)) : async () => {};
  const client = options.dataDir
    ? new PGlite(path.resolve(options.dataDir))
    : new PGlite(options.template ? { loadDataDir: options.template } : {});
  await client.waitReady.catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  guardPoolMethods(client, ['query', 'exec', 'transaction']);
  const db = drizzlePglite({ client });
  scopeTransactions(db as unknown as Database, db.transaction.bind(db) as unknown as Database['transaction'], {
    guardPool: true,
  });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      await unlock();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * Makes the pool's entry points refuse calls from inside an open transaction's body: on PGlite such a call would
 * wait for that transaction forever; on PostgreSQL it would silently run outside it.
 */
function guardPoolMethods<Pool extends object>(pool: Pool, methods: readonly (keyof Pool & string)[]): void {
  for (const method of methods) {
    const original = pool[method];
    if (typeof original !== 'function') throw new Error(`database client has no ${method}()`);
    const bound = (original as (...args: unknown[]) => unknown).bind(pool);
    Object.defineProperty(pool, method, {
      value: (...args: unknown[]) => {
        assertNoOpenTransaction();
        return bound(...args);
      },
    });
  }
}

/** Runs every transaction body with its scope (`afterCommit` and the rest), and where asked the pool guard's. */
function scopeTransactions(
  db: Database,
  open: Database['transaction'],
  options: { pipelined?: boolean; guardPool: boolean },
): void {
  db.transaction = (body, config) => runTransactionBody((scopedBody) => open(scopedBody, config), body, options);
}
