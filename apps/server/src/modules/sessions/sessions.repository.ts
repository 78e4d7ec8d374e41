import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Transaction, row: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [inserted] = await db.insert(sessions).values(row).returning();
  if (!inserted) throw new Error('session insert returned nothing');
  return inserted;
}

export async function findSessionByTokenHash(db: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(db: Transaction, id: number, lastSeenAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Transaction, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionByTokenHash(db: Transaction, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Transaction, userId: number, exceptId?: number): Promise<void> {
  const condition =
    exceptId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, exceptId));
  await db.delete(sessions).where(condition);
}

export async function deleteStaleSessions(db: Transaction, now: Date, idleBefore: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)));
}
