import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type E2eDatabase = { url: string; drop: () => Promise<void> };

/**
 * With DATABASE_URL set (CI), the journeys run on that PostgreSQL server, but in a database of their own: the
 * server's named database keeps no state between runs, and a failed run leaves nothing for the next one.
 */
export async function createE2eDatabase(serverUrl: string): Promise<E2eDatabase> {
  const name = `casino_e2e_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
