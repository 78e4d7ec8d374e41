import { and, asc, eq, gt, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import { outboxDeliveries, outboxEvents, outboxStreams } from './outbox.schema';

export type OutboxEventRow = typeof outboxEvents.$inferSelect;

/**
 * Writes an event with the next sequence number of its stream, in one statement: the stream's row is locked until
 * the transaction ends, so a stream's events commit in sequence order and without gaps.
 */
export async function insertEventInSequence(
  tx: Transaction,
  event: Omit<typeof outboxEvents.$inferInsert, 'sequence'> & { createdAt: Date; nextAttemptAt: Date },
): Promise<void> {
  await tx.execute(sql`with next as (
      insert into outbox_streams (stream, last_sequence) values (${event.stream}, 1)
      on conflict (stream) do update set last_sequence = outbox_streams.last_sequence + 1
      returning last_sequence)
    insert into outbox_events (stream, sequence, type, user_id, payload, created_at, next_attempt_at)
    select ${event.stream}, next.last_sequence, ${event.type}, ${event.userId ?? null},
      ${JSON.stringify(event.payload)}::jsonb, ${event.createdAt}, ${event.nextAttemptAt}
    from next`);
}

/** The stream's next sequence number; the stream's row stays locked until the transaction ends. */
export async function takeNextSequence(tx: Transaction, stream: string): Promise<number> {
  const [row] = await tx
    .insert(outboxStreams)
    .values({ stream, lastSequence: 1 })
    .onConflictDoUpdate({ target: outboxStreams.stream, set: { lastSequence: sql`${outboxStreams.lastSequence} + 1` } })
    .returning({ sequence: outboxStreams.lastSequence })
    .prepare('outbox_next_sequence')
    .execute();
  if (!row) throw new Error(`no sequence for stream ${stream}`);
  return row.sequence;
}

/** A new event of a stream whose sequence the caller took. Prepared: it is written with every balance change. */
export async function insertEvent(
  tx: Transaction,
  event: Pick<
    typeof outboxEvents.$inferInsert,
    'stream' | 'sequence' | 'type' | 'userId' | 'payload' | 'createdAt' | 'nextAttemptAt'
  >,
): Promise<void> {
  // The same columns every time, so the statement's text (its prepared name's meaning) never changes.
  const { stream, sequence, type, userId, payload, createdAt, nextAttemptAt } = event;
  await tx
    .insert(outboxEvents)
    .values({ stream, sequence, type, userId: userId ?? null, payload, createdAt, nextAttemptAt })
    .prepare('outbox_insert_event')
    .execute();
}

/** An arbitrary constant naming the dispatcher's advisory lock. */
const DISPATCH_LOCK = 7_001_000_001;

/** One dispatcher at a time across every process: the lock is held until the dispatching transaction ends. */
export async function tryLockDispatch(tx: Transaction): Promise<boolean> {
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${DISPATCH_LOCK}) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}

const pending = (table: { deliveredAt: AnyPgColumn; failedAt: AnyPgColumn }) =>
  and(isNull(table.deliveredAt), isNull(table.failedAt));

/**
 * Events due for delivery in id order, leaving out any whose stream has an earlier event still waiting for a retry:
 * a stream is delivered in order or not at all.
 */
export async function dueEvents(tx: Transaction, now: Date, limit: number): Promise<OutboxEventRow[]> {
  const earlier = alias(outboxEvents, 'earlier');
  return tx
    .select()
    .from(outboxEvents)
    .where(
      and(
        pending(outboxEvents),
        lte(outboxEvents.nextAttemptAt, now),
        notExists(
          tx
            .select({ id: earlier.id })
            .from(earlier)
            .where(
              and(
                eq(earlier.stream, outboxEvents.stream),
                lt(earlier.id, outboxEvents.id),
                pending(earlier),
                gt(earlier.nextAttemptAt, now),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(outboxEvents.id))
    .limit(limit);
}

export async function markEventDelivered(tx: Transaction, id: number, now: Date): Promise<void> {
  await tx.update(outboxEvents).set({ deliveredAt: now, lastError: null }).where(eq(outboxEvents.id, id));
}

export async function recordEventFailure(
  tx: Transaction,
  id: number,
  failure: { attempts: number; nextAttemptAt: Date; error: string; givenUpAt: Date | null },
): Promise<void> {
  await tx
    .update(outboxEvents)
    .set({
      attempts: failure.attempts,
      nextAttemptAt: failure.nextAttemptAt,
      lastError: failure.error.slice(0, 2_000),
      failedAt: failure.givenUpAt,
    })
    .where(eq(outboxEvents.id, id));
}

/** Records that `consumer` handled the event; false when it already had (a redelivery). */
export async function insertDelivery(tx: Transaction, consumer: string, eventId: number, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(outboxDeliveries)
    .values({ consumer, eventId, deliveredAt: now })
    .onConflictDoNothing()
    .returning({ eventId: outboxDeliveries.eventId });
  return inserted.length > 0;
}
