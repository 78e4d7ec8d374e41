import { lt } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { captchaSolutions } from '../../db/schema';

/** True the first time a nonce is spent; false when it was spent before (a replayed solution). */
export async function spendCaptchaNonce(db: Transaction, nonce: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(captchaSolutions)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: captchaSolutions.nonce });
  return inserted.length === 1;
}

export async function deleteExpiredCaptchaNonces(db: Transaction, now: Date): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
}
