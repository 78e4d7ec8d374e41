import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/seed-database';

export type DatabaseKind = DatabaseHandle['kind'];

/** PGlite always; the PostgreSQL server too when DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite, or a throw-away database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped on dispose).
 */
export async function createTestDatabase(kind: DatabaseKind, { seed = true } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    if (seed) await seedDatabase(handle.db);
    return { ...handle, dispose: handle.close };
  }

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required for PostgreSQL tests');
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await handle.migrate();
  if (seed) await seedDatabase(handle.db);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await dropWhenIdle(serverUrl, name);
    },
  };
}

/**
 * The pool's `end()` resolves before its sockets have closed, and `DROP ... WITH (FORCE)` would kill those
 * connections mid-goodbye, which the driver reports as an uncaught error. So wait until nobody is connected.
 */
async function dropWhenIdle(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
