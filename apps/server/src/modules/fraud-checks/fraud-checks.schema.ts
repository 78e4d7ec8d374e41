import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

/** Anti-fraud card checks (`POST /api/users/transaction`): BIN, last 4, expiry, holder; never a full number. */
export const fraudChecks = pgTable(
  'fraud_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      // Payment checks are kept with the account they were made for: a player is closed, never deleted.
      .references(() => users.id, { onDelete: 'restrict' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
