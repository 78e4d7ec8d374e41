import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { authTokens } from './accounts.schema';

export type AuthTokenRow = typeof authTokens.$inferSelect;
export type TokenPurpose = AuthTokenRow['purpose'];

export async function insertAuthToken(db: Transaction, token: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(token);
}

/** Older unused links of the same kind stop working when a new one is sent: only the latest e-mail counts. */
export async function retireAuthTokens(db: Transaction, userId: number, purpose: TokenPurpose, now: Date) {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function findAuthToken(db: Queryable, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.purpose, purpose), eq(authTokens.tokenHash, tokenHash)));
  return row;
}

/** Marks the token used if it is still unused and unexpired; false when someone else (or an earlier click) won. */
export async function spendAuthToken(db: Transaction, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ id: authTokens.id });
  return spent.length === 1;
}

export async function deleteStaleAuthTokens(db: Transaction, now: Date): Promise<void> {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, now));
}
