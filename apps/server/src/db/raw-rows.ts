import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * The rows of a raw SQL query, for aggregates the query builder cannot express. Both drivers (node-postgres and
 * PGlite) answer `{ rows }`; numeric and bigint aggregates arrive as strings, so callers convert what they read.
 */
export async function rawRows<Row extends Record<string, unknown> = Record<string, unknown>>(
  db: Queryable,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
