import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  completeKey,
  deleteExpiredKeys,
  insertRunningKey,
  lockKey,
  releaseKey,
  renewLease,
} from './idempotency.repository';
import { requestFingerprint } from './request-fingerprint';

/** Kept at least this long: a client may retry a request days later (a phone back online). */
export const IDEMPOTENCY_RETENTION_DAYS = 7;
/**
 * How long the first request holds its key. Requests end after 30 s (the server's request timeout), so a lease
 * still held after a minute belongs to a process that died, and a retry may take the key over.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

export type IdempotentCall = {
  /** Whose key it is (`playerScope`, `integrationScope`): one caller cannot replay or block another's. */
  scope: string;
  /** The Idempotency-Key the caller sent; without one the work simply runs once in a transaction. */
  key: string | undefined;
  /** What the key must always come with: method, route, parameters and body. */
  request: unknown;
};

export type Answer<Body> = { status: number; body: Body };
export type IdempotentOutcome<Body> = Answer<Body> & { replayed: boolean };

export const playerScope = (userId: number) => `player:${userId}`;
export const integrationScope = (name: string) => `integration:${name}`;

export type Idempotency = ReturnType<typeof createIdempotency>;

export function createIdempotency({ db, clock }: { db: Database; clock: Clock }) {
  const addMs = (ms: number) => new Date(clock().getTime() + ms);

  /** Takes the key for this request, or answers from it: stored answer, reuse, or still in progress. */
  async function claim(id: { scope: string; key: string }, requestHash: string, leaseToken: string) {
    return db.transaction(async (tx): Promise<Answer<unknown> | 'claimed'> => {
      const row = { ...id, requestHash, leaseToken, leaseExpiresAt: addMs(IDEMPOTENCY_LEASE_MS) };
      const now = clock();
      const expiresAt = addMs(IDEMPOTENCY_RETENTION_DAYS * 24 * 60 * 60_000);
      if (await insertRunningKey(tx, { ...row, createdAt: now, expiresAt })) return 'claimed';

      const existing = await lockKey(tx, id);
      // Swept between the insert and the look-up: the caller may simply retry.
      if (!existing) throw inProgress();
      if (existing.requestHash !== requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another request');
      }
      if (existing.state === 'completed') {
        return { status: existing.responseStatus ?? 200, body: existing.responseBody };
      }
      if (existing.leaseExpiresAt > now) throw inProgress();
      await renewLease(tx, id, leaseToken, row.leaseExpiresAt);
      return 'claimed';
    });
  }

  return {
    /**
     * Runs `work` at most once per key: its effect and the stored answer commit in one transaction, so a retry
     * either finds the answer or finds nothing done. A failed attempt (an error thrown, a rollback) frees the key.
     */
    async run<Body>(call: IdempotentCall, work: (tx: Transaction) => Promise<Answer<Body>>) {
      if (call.key === undefined) return { ...(await db.transaction(work)), replayed: false };

      const id = { scope: call.scope, key: call.key };
      const leaseToken = randomUUID();
      const claimed = await claim(id, requestFingerprint(call.request), leaseToken);
      if (claimed !== 'claimed') return { ...(claimed as Answer<Body>), replayed: true };

      try {
        const answer = await db.transaction(async (tx) => {
          const done = await work(tx);
          const stored = await completeKey(tx, { ...id, leaseToken }, { ...done, completedAt: clock() });
          // Our lease ran out and a retry took the key over: roll back, the retry's answer is the one that counts.
          if (!stored) throw inProgress();
          return done;
        });
        return { ...answer, replayed: false } satisfies IdempotentOutcome<Body>;
      } catch (error) {
        await db.transaction((tx) => releaseKey(tx, { ...id, leaseToken }));
        throw error;
      }
    },

    /**
     * Like `run`, for work that calls out of the process (a payment provider) and so must not hold a database
     * transaction open: the key is held by its lease while `work` runs, and the answer is stored afterwards. The work
     * must itself be safe to run again (keyed by the same request), because a process that dies mid-way leaves it
     * half done for a retry to finish once the lease has run out.
     */
    async runOutside<Body>(call: IdempotentCall, work: () => Promise<Answer<Body>>): Promise<IdempotentOutcome<Body>> {
      if (call.key === undefined) return { ...(await work()), replayed: false };

      const id = { scope: call.scope, key: call.key };
      const leaseToken = randomUUID();
      const claimed = await claim(id, requestFingerprint(call.request), leaseToken);
      if (claimed !== 'claimed') return { ...(claimed as Answer<Body>), replayed: true };

      let done: Answer<Body>;
      try {
        done = await work();
      } catch (error) {
        await db.transaction((tx) => releaseKey(tx, { ...id, leaseToken }));
        throw error;
      }
      // A retry that took over an expired lease stores its own answer; this one is still the same payment.
      await db.transaction((tx) => completeKey(tx, { ...id, leaseToken }, { ...done, completedAt: clock() }));
      return { ...done, replayed: false };
    },

    /** Forgets keys past their retention. */
    sweep: () => db.transaction((tx) => deleteExpiredKeys(tx, clock())),
  };
}

const inProgress = () =>
  new AppError('REQUEST_IN_PROGRESS', 'A request with this Idempotency-Key is still running; retry shortly');
