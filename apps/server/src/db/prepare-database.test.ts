import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../test/test-database';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare-database';
import { SEED_VERSION } from './seed/seed-database';

describe.skipIf(!process.env.DATABASE_URL)('preparing one PostgreSQL database from several processes', () => {
  it('migrates and seeds once when processes start together on an empty database', async () => {
    const empty = await createEmptyPostgresDatabase();
    // Two server processes' own pools, as two processes started by one deployment would have.
    const processes = await Promise.all([1, 2].map(() => openDatabase({ kind: 'postgres', url: empty.url })));
    try {
      const started = await Promise.allSettled(
        processes.map((database) => prepareDatabase(database, { databaseUrl: empty.url, seed: true })),
      );
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
      ]);

      const check = new pg.Client({ connectionString: empty.url });
      await check.connect();
      const applied = await check.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
      const marker = await check.query<{ value: unknown }>(
        "SELECT value FROM site_settings WHERE key = 'seed_version'",
      );
      await check.end();
      expect(applied.rows.length).toBeGreaterThan(0);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(applied.rows.length);
      expect(marker.rows.map((row) => row.value)).toEqual([SEED_VERSION]);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await empty.drop();
    }
  });
});
