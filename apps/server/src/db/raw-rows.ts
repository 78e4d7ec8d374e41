import type { SQL } from 'drizzle-orm';
import type { PgSession } from 'drizzle-orm/pg-core';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Queryable } from './client';
import { TransactionStatements } from './pg-transaction';
import { assertNotCommitting } from './transaction-scope';

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

/**
 * `rawRows` as a named prepared statement, for the money hot path: PostgreSQL parses and plans it once per
 * connection instead of on every call, which halves the server's work for a ledger movement (docs/benchmarks.md).
 * The name must stand for one SQL text: a query whose text varies (a list of values) puts the variation in the name.
 * PGlite has no named statements and runs it as `rawRows` does.
 */
export async function preparedRows<Row extends Record<string, unknown> = Record<string, unknown>>(
  db: Queryable,
  name: string,
  query: SQL,
): Promise<Row[]> {
  // Drizzle names statements only through its builders; its session and dialect are what they use to do it.
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: Row[] };
  return result.rows;
}

/** A statement whose text never changes, its values positional (`$1`, `$2`, ...): see `runStatement`. */
export type Statement = { name: string; text: string };

type DriverClient = { query: (query: unknown, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Runs a statement of the money hot path straight on the driver, prepared once per connection under its name
 * (node-postgres; PGlite has no named statements and parses it each time). It skips what the query builder does on
 * every call (building the SQL text from a template, tracing spans, per-query type parser tables), which cost a
 * ledger movement more Node time than the driver itself (docs/benchmarks.md). Values arrive as node-postgres reads
 * them: bigint and numeric as strings, json parsed.
 */
export async function runStatement<Row extends Record<string, unknown> = Record<string, unknown>>(
  db: Queryable,
  statement: Statement,
  values: unknown[],
): Promise<Row[]> {
  assertNotCommitting(db);
  const { session } = db as unknown as { session: { client: DriverClient } };
  const { client } = session;
  const result = namesStatements(client)
    ? await client.query({ ...statement, values })
    : await client.query(statement.text, values);
  return result.rows as Row[];
}

/** node-postgres (the pool, a connection, a transaction's statements) prepares a statement under its name. */
const namesStatements = (client: unknown): boolean =>
  client instanceof pg.Client || client instanceof pg.Pool || client instanceof TransactionStatements;

// Readers of the columns `runStatement` answers: timestamps arrive as dates from node-postgres and as dates or their
// text from PGlite.
export const instant = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
export const instantOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : instant(value);
