import { and, eq, lt } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { identities, oidcStates } from '../../db/schema';

export type IdentityRow = typeof identities.$inferSelect;
export type OidcStateRow = typeof oidcStates.$inferSelect;

export async function insertOidcState(db: Transaction, row: OidcStateRow): Promise<void> {
  await db.insert(oidcStates).values(row);
}

/** Reads and deletes in one statement: a state is good for one callback. */
export async function takeOidcState(db: Transaction, stateHash: string): Promise<OidcStateRow | undefined> {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.stateHash, stateHash)).returning();
  return row;
}

export async function deleteExpiredOidcStates(db: Transaction, now: Date): Promise<void> {
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, now));
}

export async function findIdentity(db: Queryable, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  return row;
}

export const listIdentitiesOfUser = (db: Queryable, userId: number) =>
  db.select().from(identities).where(eq(identities.userId, userId)).orderBy(identities.id);

/** False when the provider account or this provider slot of the user is already linked. */
export async function insertIdentity(db: Transaction, row: typeof identities.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(identities).values(row).onConflictDoNothing().returning({ id: identities.id });
  return inserted.length === 1;
}

export async function deleteIdentity(db: Transaction, userId: number, id: number): Promise<IdentityRow | undefined> {
  const [row] = await db
    .delete(identities)
    .where(and(eq(identities.id, id), eq(identities.userId, userId)))
    .returning();
  return row;
}

export const deleteIdentitiesOfUser = (db: Transaction, userId: number): Promise<IdentityRow[]> =>
  db.delete(identities).where(eq(identities.userId, userId)).returning();
