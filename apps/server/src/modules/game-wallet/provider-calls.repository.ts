import { and, asc, eq, like, lte } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { providerCalls } from './game-wallet.schema';

export type ProviderCallRow = typeof providerCalls.$inferSelect;

/** Queues a call once per key: false when that key was queued before. */
export async function queueCall(
  tx: Transaction,
  call: { key: string; integration: string; path: string; body: Record<string, unknown>; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(providerCalls)
    .values({ ...call, status: 'pending', nextAttemptAt: call.now, createdAt: call.now })
    .onConflictDoNothing()
    .returning({ id: providerCalls.id });
  return inserted.length > 0;
}

/** The integrations whose calls were queued under keys starting with `prefix` (those a gift was issued to). */
export async function integrationsCalled(tx: Transaction, prefix: string): Promise<string[]> {
  const rows = await tx
    .select({ integration: providerCalls.integration })
    .from(providerCalls)
    .where(like(providerCalls.key, `${prefix}%`));
  return rows.map((row) => row.integration);
}

export const dueCalls = (db: Queryable, now: Date, limit: number) =>
  db
    .select()
    .from(providerCalls)
    .where(and(eq(providerCalls.status, 'pending'), lte(providerCalls.nextAttemptAt, now)))
    .orderBy(asc(providerCalls.id))
    .limit(limit);

export async function updateCall(
  db: Queryable,
  id: number,
  change: Partial<Pick<ProviderCallRow, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'sentAt'>>,
): Promise<void> {
  await db.update(providerCalls).set(change).where(eq(providerCalls.id, id));
}
