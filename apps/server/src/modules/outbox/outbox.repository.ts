import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Statement } from '../../db/raw-rows';
import { instant, instantOrNull, runStatement } from '../../db/raw-rows';
import { outboxDeliveries, outboxEvents } from './outbox.schema';

export type OutboxEventRow = typeof outboxEvents.$inferSelect;

const eventInSequenceStatement = {
  name: 'outbox_event_in_sequence',
  text: `with next as (
      insert into outbox_streams (stream, last_sequence) values ($1, 1)
      on conflict (stream) do update set last_sequence = outbox_streams.last_sequence + 1
      returning last_sequence)
    insert into outbox_events (stream, sequence, type, user_id, payload, created_at, next_attempt_at)
    select $1, next.last_sequence, $2, $3, $4::jsonb, $5, $6
    from next`,
};

/**
 * Writes an event with the next sequence number of its stream, in one statement: the stream's row is locked until
 * the transaction ends, so a stream's events commit in sequence order and without gaps. Every round writes events:
 * a fixed statement straight on the driver, prepared once per connection, and written as soon as this is called, so
 * a caller may send it with other statements without awaiting it first.
 */
export async function insertEventInSequence(
  tx: Transaction,
  event: Omit<typeof outboxEvents.$inferInsert, 'sequence'> & { createdAt: Date; nextAttemptAt: Date },
): Promise<void> {
  await runStatement(tx, eventInSequenceStatement, [
    event.stream,
    event.type,
    event.userId ?? null,
    JSON.stringify(event.payload),
    event.createdAt,
    event.nextAttemptAt,
  ]);
}

/** A query answering one JSON value, its placeholders `$1` onwards standing for `values`. */
export type PayloadQuery = { text: string; values: unknown[] };

/** Statements writing an event that reads its payload, one per event type, with the payload text each was built on. */
const eventStatements = new Map<string, { statement: Statement; payloadText: string }>();

function eventStatementFor(type: string, payload: PayloadQuery): Statement {
  const known = eventStatements.get(type);
  if (known) {
    // One prepared name stands for one text: a second payload query for a type would silently run the first.
    if (known.payloadText !== payload.text) throw new Error(`${type} events read their payload with another query`);
    return known.statement;
  }
  // The payload's values come first, so its placeholders stay as written; the event's own follow.
  const at = (index: number) => `$${payload.values.length + index}`;
  const statement = {
    name: `outbox_insert_${type}`,
    // The payload is a subquery of the row `next` answers, so it runs once the stream's row is locked; the event is
    // due at once (`next_attempt_at` is its creation).
    text: `with next as (
      insert into outbox_streams (stream, last_sequence) values (${at(1)}, 1)
      on conflict (stream) do update set last_sequence = outbox_streams.last_sequence + 1
      returning last_sequence)
    insert into outbox_events (stream, sequence, type, user_id, payload, created_at, next_attempt_at)
    select ${at(1)}, next.last_sequence, ${at(2)}, ${at(3)}, (${payload.text}), ${at(4)}, ${at(4)} from next
    returning payload`,
  };
  eventStatements.set(type, { statement, payloadText: payload.text });
  return statement;
}

/**
 * Writes an event with the next sequence number of its stream, its payload read by `payload`, in one statement. The
 * stream's row is locked until the transaction ends, so a stream's events commit in sequence order and without
 * gaps. Prepared under the event's type, as it is written with every balance change: every event of one type must
 * read its payload with the same query text. Answers the payload written.
 */
export async function insertEventReading(
  tx: Transaction,
  event: Pick<typeof outboxEvents.$inferInsert, 'stream' | 'type' | 'userId' | 'createdAt'> & {
    payload: PayloadQuery;
  },
): Promise<unknown> {
  const { stream, type, userId, createdAt, payload } = event;
  const [written] = await runStatement(tx, eventStatementFor(type, payload), [
    ...payload.values,
    stream,
    type,
    userId ?? null,
    createdAt,
  ]);
  return written?.payload;
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

const EVENT_COLUMNS = `id, stream, sequence, type, user_id, payload, created_at, delivered_at, attempts,
  next_attempt_at, last_error, failed_at`;

const dueEventsStatement = {
  name: 'outbox_due_events',
  // The streams held back are found first, through the few events waiting for a retry (the waiting index), and the
  // due events are read once in id order against that small set. Written as one anti-join of the pending events
  // with themselves, a plan made on stale statistics rescanned every pending event for each due one: a batch took
  // 4.6 s with 25,000 events pending (docs/benchmarks.md), just when the dispatcher had the most to catch up on.
  text: `with held as materialized (
      select stream, min(id) as first_id from outbox_events
      where delivered_at is null and failed_at is null and next_attempt_at > $1
      group by stream)
    select ${EVENT_COLUMNS} from outbox_events due
    where due.delivered_at is null and due.failed_at is null and due.next_attempt_at <= $1
      and not exists (select from held where held.stream = due.stream and held.first_id < due.id)
    order by due.id
    limit $2`,
};

// bigint columns arrive as text (node-postgres) or bigint (PGlite).
const eventOfRow = (row: Record<string, unknown>): OutboxEventRow => ({
  id: Number(row.id),
  stream: String(row.stream),
  sequence: Number(row.sequence),
  type: String(row.type),
  userId: row.user_id === null ? null : Number(row.user_id),
  payload: row.payload,
  createdAt: instant(row.created_at),
  deliveredAt: instantOrNull(row.delivered_at),
  attempts: Number(row.attempts),
  nextAttemptAt: instant(row.next_attempt_at),
  lastError: row.last_error === null ? null : String(row.last_error),
  failedAt: instantOrNull(row.failed_at),
});

/**
 * Events due for delivery in id order, leaving out any whose stream has an earlier event still waiting for a retry:
 * a stream is delivered in order or not at all.
 */
export async function dueEvents(tx: Transaction, now: Date, limit: number): Promise<OutboxEventRow[]> {
  return (await runStatement(tx, dueEventsStatement, [now, limit])).map(eventOfRow);
}

const markDeliveredStatement = {
  name: 'outbox_mark_delivered',
  text: 'update outbox_events set delivered_at = $1, last_error = null where id = any($2::bigint[])',
};

/** Marks a batch's delivered events, in one statement. */
export async function markEventsDelivered(tx: Transaction, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length > 0) await runStatement(tx, markDeliveredStatement, [now, ids]);
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
