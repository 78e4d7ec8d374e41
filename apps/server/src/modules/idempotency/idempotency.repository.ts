import { and, eq, lt } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { idempotencyKeys } from './idempotency.schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
type KeyId = { scope: string; key: string };

const keyIs = ({ scope, key }: KeyId) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** The new row (this request runs the work), or undefined when the key was already there. */
export async function insertRunningKey(
  tx: Transaction,
  row: KeyId & { requestHash: string; leaseToken: string; leaseExpiresAt: Date; createdAt: Date; expiresAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...row, state: 'running' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** The key's row, held until the transaction ends so two retries cannot both take over a lapsed lease. */
export async function lockKey(tx: Transaction, id: KeyId): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await tx.select().from(idempotencyKeys).where(keyIs(id)).for('update');
  return row;
}

export async function renewLease(tx: Transaction, id: KeyId, leaseToken: string, leaseExpiresAt: Date): Promise<void> {
  await tx.update(idempotencyKeys).set({ leaseToken, leaseExpiresAt }).where(keyIs(id));
}

/** Stores the answer if this request still holds the lease; false when another request took the key over. */
export async function completeKey(
  tx: Transaction,
  id: KeyId & { leaseToken: string },
  answer: { status: number; body: unknown; completedAt: Date },
): Promise<boolean> {
  const updated = await tx
    .update(idempotencyKeys)
    .set({
      state: 'completed',
      responseStatus: answer.status,
      responseBody: answer.body,
      completedAt: answer.completedAt,
    })
    .where(and(keyIs(id), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.leaseToken, id.leaseToken)))
    .returning({ key: idempotencyKeys.key });
  return updated.length > 0;
}

/** Frees a key whose request failed without an effect, so the caller may retry it. */
export async function releaseKey(tx: Transaction, id: KeyId & { leaseToken: string }): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(keyIs(id), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.leaseToken, id.leaseToken)));
}

export async function deleteExpiredKeys(tx: Transaction, now: Date): Promise<number> {
  const deleted = await tx
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
