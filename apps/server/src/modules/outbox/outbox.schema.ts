import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * The last sequence number given out per stream (a player's events, say). Taking the next one locks the row until
 * the transaction ends, so a stream's events commit in sequence order and without gaps: the dispatcher can deliver
 * them in that order, and clients can drop a message older than one they already have.
 */
export const outboxStreams = pgTable('outbox_streams', {
  stream: text('stream').primaryKey(),
  lastSequence: bigint('last_sequence', { mode: 'number' }).notNull(),
});

/** Domain events, written in the transaction of the change that caused them and delivered after it commits. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stream: text('stream').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Given up on after repeated failures (logged as an error): it no longer holds its stream back. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outbox_events_stream_sequence_idx').on(table.stream, table.sequence),
    check('outbox_events_sequence_check', sql`${table.sequence} > 0`),
    index('outbox_events_pending_idx')
      .on(table.id)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
    index('outbox_events_stream_pending_idx')
      .on(table.stream, table.id)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
    // The events waiting for a retry (due later): few, and the streams they hold back are found through them.
    index('outbox_events_waiting_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
  ],
);

/** Which consumer has handled which event: a consumer's writes commit with its row, so a retry never repeats them. */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.consumer, table.eventId] })],
);
