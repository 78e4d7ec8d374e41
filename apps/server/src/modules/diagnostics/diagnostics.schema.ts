import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const diagnosticEvents = pgTable(
  'diagnostic_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.kind, table.createdAt)],
);
