import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { countries, currencies, statuses } from '../reference/reference.schema';
import { userGroups, users } from './users.schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt'>>;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Holds the user row until the transaction ends: requests about one account that take it run one at a time. */
export async function lockUser(db: Transaction, id: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

const LOCK_CLASSES = { throttle_email: 1, throttle_ip: 2 } as const;

/**
 * A transaction-scoped advisory lock on a name that need not be a row (an address nobody registered). The class keeps
 * names of different kinds from sharing a lock when their hashes collide.
 */
export async function lockName(db: Transaction, kind: keyof typeof LOCK_CLASSES, name: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASSES[kind]}, hashtext(${name}))`);
}

/** The new user, or undefined when the address is taken (also when a concurrent sign-up won the race). */
export async function insertUser(db: Transaction, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(db: Transaction, id: number, changes: UserChanges, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/**
 * A successful sign-in (password or provider): the previous current sign-in becomes the last one and the count goes
 * up. Computed from the row's own columns in one statement, so two sign-ins at once both count.
 */
export async function recordSignIn(db: Transaction, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      lastSignInAt: sql`${users.currentSignInAt}`,
      currentSignInAt: now,
      signInCount: sql`${users.signInCount} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function findEnabledCurrency(db: Queryable, code: string) {
  const [row] = await db
    .select()
    .from(currencies)
    .where(and(eq(currencies.code, code), eq(currencies.enabled, true)));
  return row;
}

export async function findCountryByCode(db: Queryable, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  return row;
}

export async function findStatus(db: Queryable, id: string) {
  const [row] = await db.select({ id: statuses.id, name: statuses.name }).from(statuses).where(eq(statuses.id, id));
  return row;
}

export async function listGroupIds(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db
    .select({ groupId: userGroups.groupId })
    .from(userGroups)
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(userGroups.createdAt), asc(userGroups.groupId));
  return rows.map((row) => row.groupId);
}

/** Adds groups the player is not in yet; returns the ones actually added. */
/** Leaves groups; answers the ones the player was in. */
export async function removeGroupIds(db: Transaction, userId: number, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .delete(userGroups)
    .where(and(eq(userGroups.userId, userId), inArray(userGroups.groupId, groupIds)))
    .returning({ groupId: userGroups.groupId });
  return rows.map((row) => row.groupId);
}

export async function addGroupIds(db: Transaction, userId: number, groupIds: string[], now: Date): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .insert(userGroups)
    .values(groupIds.map((groupId) => ({ userId, groupId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ groupId: userGroups.groupId });
  return rows.map((row) => row.groupId);
}
