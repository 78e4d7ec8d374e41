import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * Audit log of security events and account changes. `email` is the address a sign-in or reminder named, whether
 * or not an account has it: failures are counted per address from here, identically for unknown addresses.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    // The audit trail is kept with the account it describes: a player is closed, never deleted.
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.email, table.kind, table.createdAt),
    index().on(table.ip, table.kind, table.createdAt),
    index().on(table.userId, table.createdAt),
  ],
);
