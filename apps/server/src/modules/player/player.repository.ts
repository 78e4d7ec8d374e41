import { eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { chatRestoreIds } from '../../db/schema';

export async function findRestoreId(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.select().from(chatRestoreIds).where(eq(chatRestoreIds.userId, userId));
  return row?.restoreId ?? null;
}

export async function upsertRestoreId(db: Transaction, userId: number, restoreId: string, now: Date): Promise<void> {
  await db
    .insert(chatRestoreIds)
    .values({ userId, restoreId, updatedAt: now })
    .onConflictDoUpdate({ target: chatRestoreIds.userId, set: { restoreId, updatedAt: now } });
}
