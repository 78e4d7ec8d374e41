import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { afterCommit } from '../../db/transaction-scope';
import type { Clock } from '../../lib/clock';
import type { DomainEvent, DomainEventType, NewDomainEvent } from './domain-events';
import { playerStream } from './domain-events';
import type { OutboxEventRow, PayloadQuery } from './outbox.repository';
import {
  dueEvents,
  insertDelivery,
  insertEventReading,
  insertEventInSequence,
  markEventsDelivered,
  recordEventFailure,
  tryLockDispatch,
} from './outbox.repository';

/**
 * Something that reacts to domain events after they commit. Delivery is at least once, in stream order; the
 * handler runs inside the dispatcher's transaction (a savepoint) together with the record that it ran, so its
 * database writes happen exactly once per event. Side effects outside the database (a realtime publication) may
 * repeat after a crash, and must be harmless when they do.
 */
export type OutboxConsumer = {
  /** Stable: deliveries are recorded under it, and a new name would receive every pending event again. */
  name: string;
  handles: readonly DomainEventType[];
  /** Of the events of the types it handles, those it has work for (all when absent): the others cost nothing. */
  wants?: (event: DomainEvent) => boolean;
  handle: (event: DomainEvent, tx: Transaction) => Promise<void>;
  /**
   * False for a consumer that never writes to the database (a realtime publisher): it runs without a savepoint or a
   * record of its delivery, two statements less per event, and may run again when a later consumer of the same
   * event fails (its messages carry the event's sequence, so a repeat is harmless).
   */
  writesToDatabase?: boolean;
};

export type OutboxOptions = {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** How often to look for events other processes wrote (this process's own commits wake it at once). */
  pollIntervalMs?: number;
  batchSize?: number;
  /**
   * Under load, commits keep waking the dispatcher while it delivers: it waits this long before the next batch, so
   * the events of the commits in flight gather into one batch instead of a batch (five statements) per commit.
   */
  gatherMs?: number;
};

/** Retries wait 1 s, 2 s, 4 s, ... up to 5 minutes; after this many failures the event is set aside and logged. */
export const OUTBOX_MAX_ATTEMPTS = 12;
const MAX_RETRY_DELAY_MS = 5 * 60_000;

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Writes an event in the caller's transaction without an outbox at hand (creating an account, which every sign-up
 * path shares): the next poll delivers it, within the poll interval.
 */
export async function recordEvent(tx: Transaction, event: NewDomainEvent, now: Date): Promise<void> {
  await insertEventInSequence(tx, { stream: playerStream(event.userId), ...event, createdAt: now, nextAttemptAt: now });
}

export function createOutbox({
  db,
  clock,
  logger,
  pollIntervalMs = 500,
  batchSize = 100,
  gatherMs = 10,
}: OutboxOptions) {
  const consumers: OutboxConsumer[] = [];
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | null = null;
  let wokenWhilePumping = false;

  async function deliver(tx: Transaction, event: DomainEvent, now: Date): Promise<void> {
    for (const consumer of consumers) {
      if (!consumer.handles.includes(event.type) || consumer.wants?.(event) === false) continue;
      if (consumer.writesToDatabase === false) {
        await consumer.handle(event, tx);
        continue;
      }
      await tx.transaction(async (savepoint) => {
        // Already handled in an earlier attempt that failed at a later consumer.
        if (!(await insertDelivery(savepoint, consumer.name, event.id, now))) return;
        await consumer.handle(event, savepoint);
      });
    }
  }

  /** One batch under the dispatch lock. `locked` false: another process is dispatching right now. */
  async function dispatchBatch(): Promise<{ locked: boolean; due: number }> {
    return db.transaction(async (tx) => {
      if (!(await tryLockDispatch(tx))) return { locked: false, due: 0 };
      const now = clock();
      const rows = await dueEvents(tx, now, batchSize);
      const heldStreams = new Set<string>();
      const delivered: number[] = [];
      for (const row of rows) {
        // A stream whose earlier event failed waits for that event's retry: its events stay in order.
        if (heldStreams.has(row.stream)) continue;
        try {
          await deliver(tx, toDomainEvent(row), now);
          delivered.push(row.id);
        } catch (error) {
          heldStreams.add(row.stream);
          await recordEventFailure(tx, row.id, failureAfter(row, now, error));
          const level = row.attempts + 1 >= OUTBOX_MAX_ATTEMPTS ? 'error' : 'warn';
          logger[level](
            { err: error, eventId: row.id, type: row.type, attempts: row.attempts + 1 },
            'outbox delivery failed',
          );
        }
      }
      await markEventsDelivered(tx, delivered, now);
      return { locked: true, due: rows.length };
    });
  }

  /** Dispatches until nothing is due, then waits for the next wake-up or poll. */
  async function pump(): Promise<void> {
    do {
      wokenWhilePumping = false;
      const batch = await dispatchBatch().catch((error: unknown) => {
        logger.error({ err: error }, 'outbox dispatch failed');
        return { locked: true, due: 0 };
      });
      if (batch.due === batchSize) wokenWhilePumping = true;
      else if (wokenWhilePumping && started) await new Promise((resolve) => setTimeout(resolve, gatherMs));
    } while (wokenWhilePumping && started);
  }

  function wake(): void {
    if (!started) return;
    if (pumping) {
      wokenWhilePumping = true;
      return;
    }
    clearTimeout(timer);
    pumping = pump().finally(() => {
      pumping = null;
      if (started) timer = setTimeout(wake, pollIntervalMs);
    });
  }

  return {
    /**
     * Writes an event in the caller's transaction: it exists exactly when the change does. Its stream (the
     * player's) is locked until the transaction ends, which keeps each stream's events in commit order.
     */
    async emit(tx: Transaction, event: NewDomainEvent): Promise<void> {
      const stream = playerStream(event.userId);
      const now = clock();
      // Written before anything is awaited, as `emitCurrent` is: a caller may send it with its other statements.
      const written = insertEventInSequence(tx, { stream, ...event, createdAt: now, nextAttemptAt: now });
      afterCommit(tx, wake);
      await written;
    },

    /**
     * Like `emit`, for an event that carries state (a wallet's balance): its payload is read by `payload` (a query
     * answering the payload as JSON) once the stream is locked, so it sees every change committed before this
     * transaction took the lock, and a later event of the stream sees this one's. Both happen in one statement, so
     * the query must read through a VOLATILE function (like `wallet_state`), whose fresh snapshot is taken after the
     * lock; read under the statement's own snapshot, or before the lock, two transactions changing different parts
     * of one wallet could each announce the other's old part, and the last message would stay wrong. Answers the
     * payload written.
     */
    emitCurrent(
      tx: Transaction,
      event: { type: DomainEventType; userId: number; payload: PayloadQuery },
    ): Promise<unknown> {
      // The statement is sent and the wake registered before anything is awaited, so a caller may settle the answer
      // with the commit (`settleWithCommit`): nothing is left to run after the statement but reading its answer.
      const payload = insertEventReading(tx, {
        stream: playerStream(event.userId),
        type: event.type,
        userId: event.userId,
        payload: event.payload,
        createdAt: clock(),
      });
      afterCommit(tx, wake);
      return payload;
    },

    /** Adds a consumer; call before `start`. */
    register(consumer: OutboxConsumer): void {
      if (consumers.some((existing) => existing.name === consumer.name)) {
        throw new Error(`outbox consumer "${consumer.name}" is registered twice`);
      }
      consumers.push(consumer);
    },

    start(): void {
      started = true;
      wake();
    },

    /** Stops polling and waits for a batch in flight, so shutdown never cuts a delivery in half. */
    async stop(): Promise<void> {
      started = false;
      clearTimeout(timer);
      await pumping;
    },

    /**
     * Delivers everything due now, whichever process holds the lock (tests and shutdown use it). Waits while
     * another process dispatches; gives up after `timeoutMs`.
     */
    async drain(timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await pumping;
        const batch = await dispatchBatch();
        if (batch.locked && batch.due === 0) return;
        if (Date.now() > deadline) throw new Error('outbox drain timed out');
        if (!batch.locked) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

function toDomainEvent(row: OutboxEventRow): DomainEvent {
  return {
    id: row.id,
    stream: row.stream,
    sequence: row.sequence,
    createdAt: row.createdAt,
    // Written by `emit` from a NewDomainEvent, so type and payload belong together.
    ...({ type: row.type, userId: row.userId, payload: row.payload } as NewDomainEvent),
  };
}

function failureAfter(row: OutboxEventRow, now: Date, error: unknown) {
  const attempts = row.attempts + 1;
  const delay = Math.min(1_000 * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
  return {
    attempts,
    nextAttemptAt: new Date(now.getTime() + delay),
    error: error instanceof Error ? error.message : String(error),
    givenUpAt: attempts >= OUTBOX_MAX_ATTEMPTS ? now : null,
  };
}
