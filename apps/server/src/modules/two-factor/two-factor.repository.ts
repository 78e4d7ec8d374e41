import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { userTotp } from '../../db/schema';

export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(db: Queryable, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/** A fresh, not yet enabled secret; replaces an unconfirmed one. */
export async function upsertPendingTotp(db: Transaction, userId: number, secretCiphertext: string, now: Date) {
  await db
    .insert(userTotp)
    .values({ userId, secretCiphertext, createdAt: now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretCiphertext, enabledAt: null, lastUsedStep: null, createdAt: now },
    });
}

/**
 * Records `step` as used, only if it is later than the last used one. One conditional update, so two requests
 * racing with the same code cannot both win.
 */
export async function claimTotpStep(db: Transaction, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))))
    .returning({ userId: userTotp.userId });
  return claimed.length === 1;
}

export async function enableTotp(db: Transaction, userId: number, now: Date): Promise<void> {
  await db.update(userTotp).set({ enabledAt: now }).where(eq(userTotp.userId, userId));
}

/** True when there was a secret (pending or enabled) to delete. */
export async function deleteTotp(db: Transaction, userId: number): Promise<boolean> {
  const deleted = await db.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  return deleted.length === 1;
}
