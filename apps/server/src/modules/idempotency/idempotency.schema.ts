import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * One row per Idempotency-Key a caller sent, scoped to the player or integration that sent it. While the first
 * request runs, the row holds a lease (`running`); the answer is stored in the same transaction as the request's
 * effect (`completed`), so a stored answer exists exactly when the effect does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `player:<id>` or `integration:<name>`: one caller's keys never collide with another's. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (method, route, parameters, body): the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'completed'] }).notNull(),
    /** Who runs it now; a lease that ran out (a crashed process) may be taken over by a retry. */
    leaseToken: text('lease_token').notNull(),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Kept at least this long (7 days), then swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index().on(table.expiresAt)],
);
