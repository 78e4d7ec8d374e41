import { and, desc, eq, gt, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions } from '../sessions/sessions.schema';
import type { StudioRoundStatus } from './studio.schema';
import { studioRounds, studioSeeds, studioSessions } from './studio.schema';

export type StudioSessionRow = typeof studioSessions.$inferSelect;
export type StudioSeedRow = typeof studioSeeds.$inferSelect;
export type StudioRoundRow = typeof studioRounds.$inferSelect;
export type NewStudioRound = typeof studioRounds.$inferInsert;

/** Statuses of a round that is not over: the one the player resumes, and that blocks a seed change. */
export const UNFINISHED: readonly StudioRoundStatus[] = ['opening', 'open', 'settling'];

export async function insertSession(db: Queryable, row: typeof studioSessions.$inferInsert): Promise<StudioSessionRow> {
  const [inserted] = await db.insert(studioSessions).values(row).returning();
  if (!inserted) throw new Error('studio session not inserted');
  return inserted;
}

export async function findSessionByTokenHash(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(studioSessions).where(eq(studioSessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(studioSessions).set({ lastSeenAt: now }).where(eq(studioSessions.id, id));
}

/** Whether the lobby session that launched real play is still signed in. */
export async function playerSessionAlive(db: Queryable, sessionId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  return row !== undefined;
}

/**
 * Moves a demo balance by `delta` (the step's return minus its stake) if the balance covers the `stake` first, as a
 * wallet would: a winning step may not stake money the player does not have. The conditional update is the check,
 * so two rounds at once cannot overdraw it. Undefined when refused.
 */
export async function moveDemoBalance(
  db: Queryable,
  sessionId: number,
  { stake, delta }: { stake: number; delta: number },
): Promise<number | undefined> {
  const [row] = await db
    .update(studioSessions)
    .set({ demoBalance: sql`${studioSessions.demoBalance} + ${delta}` })
    .where(and(eq(studioSessions.id, sessionId), gte(studioSessions.demoBalance, Math.max(stake, -delta))))
    .returning({ balance: studioSessions.demoBalance });
  return row?.balance ?? undefined;
}

export async function setDemoBalance(db: Queryable, sessionId: number, balance: number): Promise<void> {
  await db.update(studioSessions).set({ demoBalance: balance }).where(eq(studioSessions.id, sessionId));
}

export async function findActiveSeeds(db: Queryable, owner: string, lock = false) {
  const query = db
    .select()
    .from(studioSeeds)
    .where(and(eq(studioSeeds.owner, owner), isNull(studioSeeds.revealedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A new active pair; undefined when another request created one first (the unique index decides). */
export async function insertSeeds(db: Queryable, row: typeof studioSeeds.$inferInsert) {
  const [inserted] = await db.insert(studioSeeds).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Takes the active pair's next nonce, locking the pair until the transaction ends. */
export async function takeNonce(db: Queryable, owner: string) {
  const [row] = await db
    .update(studioSeeds)
    .set({ nextNonce: sql`${studioSeeds.nextNonce} + 1` })
    .where(and(eq(studioSeeds.owner, owner), isNull(studioSeeds.revealedAt)))
    .returning();
  return row && { ...row, nonce: row.nextNonce - 1 };
}

export async function revealSeeds(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(studioSeeds).set({ revealedAt: now }).where(eq(studioSeeds.id, id));
}

export async function findSeedsById(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(studioSeeds)
    .where(inArray(studioSeeds.id, [...ids]));
}

export async function insertRound(db: Queryable, row: NewStudioRound): Promise<StudioRoundRow> {
  const [inserted] = await db.insert(studioRounds).values(row).returning();
  if (!inserted) throw new Error('studio round not inserted');
  return inserted;
}

/**
 * When the owner's latest round of a family opened (voided ones included: a refused spin still took its turn). Read
 * after the owner's nonce was taken, whose row lock makes concurrent openings of one owner take turns.
 */
export async function lastRoundOpenedAt(db: Queryable, owner: string, family: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: max(studioRounds.createdAt) })
    .from(studioRounds)
    .where(and(eq(studioRounds.owner, owner), eq(studioRounds.family, family)));
  return row?.at ?? undefined;
}

export async function findRound(db: Queryable, id: number, lock = false) {
  const query = db.select().from(studioRounds).where(eq(studioRounds.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRound(
  db: Queryable,
  id: number,
  changes: Partial<NewStudioRound>,
): Promise<StudioRoundRow> {
  const [row] = await db.update(studioRounds).set(changes).where(eq(studioRounds.id, id)).returning();
  if (!row) throw new Error(`studio round ${id} vanished`);
  return row;
}

export async function findUnfinishedRound(db: Queryable, owner: string, game: string, currency: string) {
  const [row] = await db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.owner, owner),
        eq(studioRounds.game, game),
        eq(studioRounds.currency, currency),
        inArray(studioRounds.status, [...UNFINISHED]),
      ),
    );
  return row;
}

export async function hasUnfinishedRound(db: Queryable, owner: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studioRounds.id })
    .from(studioRounds)
    .where(and(eq(studioRounds.owner, owner), inArray(studioRounds.status, [...UNFINISHED])))
    .limit(1);
  return row !== undefined;
}

/** Rounds whose money step was interrupted: the wallet has not confirmed them yet. */
export async function findUnsettledRounds(db: Queryable, owner?: string) {
  return db
    .select()
    .from(studioRounds)
    .where(
      and(inArray(studioRounds.status, ['opening', 'settling']), owner ? eq(studioRounds.owner, owner) : undefined),
    )
    .limit(500);
}

export async function listSessionRounds(db: Queryable, sessionId: number, limit: number) {
  return db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.sessionId, sessionId), inArray(studioRounds.status, ['open', 'finished'])))
    .orderBy(desc(studioRounds.id))
    .limit(limit);
}

/** The currencies in which a player has an unfinished real round of a game (the game object's RTS 10 list). */
export async function unfinishedCurrencies(db: Queryable, userId: number, game: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: studioRounds.currency })
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.userId, userId),
        eq(studioRounds.game, game),
        eq(studioRounds.mode, 'real'),
        inArray(studioRounds.status, [...UNFINISHED]),
      ),
    );
  return rows.map((row) => row.currency).sort();
}

/**
 * Forgets demo sessions that expired before `before`, with their rounds (cascade) and seeds: play money leaves no
 * record worth keeping, and a guest could otherwise grow these tables without end. Real sessions stay: their rounds
 * are the player's history.
 */
export async function deleteExpiredDemoSessions(db: Queryable, before: Date): Promise<void> {
  const gone = await db
    .delete(studioSessions)
    .where(and(eq(studioSessions.mode, 'demo'), lt(studioSessions.expiresAt, before)))
    .returning({ id: studioSessions.id });
  if (gone.length === 0) return;
  await db.delete(studioSeeds).where(
    inArray(
      studioSeeds.owner,
      gone.map(({ id }) => `session:${id}`),
    ),
  );
}
