import pg from 'pg';
import type { DatabaseHandle } from './client';
import { seedDatabase } from './seed/seed-database';

/**
 * One fixed key for every process of the site. Drizzle's migrator takes no lock of its own: two processes starting
 * on an empty database would both create the tables, and the second would stop with "relation already exists".
 */
const START_UP_LOCK_KEY = 5_318_772_401;

type PrepareOptions = {
  /** The PostgreSQL server the handle is on; unset for PGlite, whose data folder only one process can open. */
  databaseUrl: string | undefined;
  seed: boolean;
};

/**
 * Migrates and (optionally) seeds, one process at a time: on PostgreSQL under a session advisory lock held on a
 * connection of its own, so processes started together queue, and each one after the first finds the work done.
 */
export async function prepareDatabase(database: DatabaseHandle, { databaseUrl, seed }: PrepareOptions): Promise<void> {
  const work = async () => {
    await database.migrate();
    if (seed) await seedDatabase(database.db);
  };
  if (!databaseUrl) return work();

  const lockHolder = new pg.Client({ connectionString: databaseUrl });
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
    await work();
  } finally {
    // Ending the session releases the lock, whether the work succeeded or not.
    await lockHolder.end();
  }
}
