import type { LiveDecision, LiveMove } from '@casino/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { studioSessions } from '../studio/studio.schema';
import type { LiveBetStatus } from './live.schema';
import { liveBets, liveRounds, liveTables } from './live.schema';

export type LiveRoundRow = typeof liveRounds.$inferSelect;
export type LiveBetRow = typeof liveBets.$inferSelect;

/** Seats someone at the table until `until` (the table row is created on first use). */
export async function seatAt(db: Queryable, game: string, until: Date): Promise<void> {
  await db
    .insert(liveTables)
    .values({ game, seatedUntil: until })
    .onConflictDoUpdate({ target: liveTables.game, set: { seatedUntil: until } });
}

/** Tables to run now: someone is seated, or a round is not over (it must finish, seated or not). */
export async function activeTables(db: Queryable, now: Date): Promise<string[]> {
  const seated = await db.select({ game: liveTables.game }).from(liveTables).where(gt(liveTables.seatedUntil, now));
  const unfinished = await db
    .selectDistinct({ game: liveRounds.game })
    .from(liveRounds)
    .where(ne(liveRounds.phase, 'settled'));
  return [...new Set([...seated, ...unfinished].map((row) => row.game))];
}

/**
 * Takes or renews the table's lease for `leader`: only when nobody holds it, it is ours, or it ran out. Conditional
 * in one statement, so two processes can never both hold a lease at the same moment.
 */
export async function takeLease(db: Queryable, game: string, leader: string, now: Date, until: Date) {
  await db.insert(liveTables).values({ game }).onConflictDoNothing();
  const taken = await db
    .update(liveTables)
    .set({ leader, leaseUntil: until })
    .where(
      and(
        eq(liveTables.game, game),
        or(sql`${liveTables.leader} is null`, eq(liveTables.leader, leader), lt(liveTables.leaseUntil, now)),
      ),
    )
    .returning({ game: liveTables.game });
  return taken.length > 0;
}

/** Gives the leases of a stopping process up, so another takes its tables over at once. */
export async function releaseLeases(db: Queryable, leader: string): Promise<void> {
  await db.update(liveTables).set({ leader: null, leaseUntil: null }).where(eq(liveTables.leader, leader));
}

export async function latestRound(db: Queryable, game: string, lock?: 'update' | 'share') {
  const query = db.select().from(liveRounds).where(eq(liveRounds.game, game)).orderBy(desc(liveRounds.number)).limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function recentResults(db: Queryable, game: string, limit: number) {
  return db
    .select({ number: liveRounds.number, outcome: liveRounds.outcome })
    .from(liveRounds)
    .where(and(eq(liveRounds.game, game), inArray(liveRounds.phase, ['result', 'settled'])))
    .orderBy(desc(liveRounds.number))
    .limit(limit);
}

export async function insertRound(db: Queryable, row: typeof liveRounds.$inferInsert) {
  const [inserted] = await db.insert(liveRounds).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Moves a round from one phase to the next; undefined when another leader moved it first. */
export async function movePhase(
  db: Queryable,
  id: number,
  from: LiveRoundRow['phase'],
  changes: Partial<typeof liveRounds.$inferInsert>,
) {
  const [row] = await db
    .update(liveRounds)
    .set(changes)
    .where(and(eq(liveRounds.id, id), eq(liveRounds.phase, from)))
    .returning();
  return row;
}

export async function insertBet(db: Queryable, row: typeof liveBets.$inferInsert) {
  const [inserted] = await db.insert(liveBets).values(row).returning();
  if (!inserted) throw new Error('live bet not inserted');
  return inserted;
}

/** Moves a bet on only from the status expected: settlement and the placing request may race over it. */
export async function moveBet(
  db: Queryable,
  id: number,
  from: LiveBetStatus,
  changes: Partial<typeof liveBets.$inferInsert>,
): Promise<LiveBetRow | undefined> {
  const [row] = await db
    .update(liveBets)
    .set(changes)
    .where(and(eq(liveBets.id, id), eq(liveBets.status, from)))
    .returning();
  return row;
}

/**
 * Records the multiplier a slip leaves a crash flight at, once: only a slip still on board (not cashed out, not
 * settled). Undefined when it had left already.
 */
export async function cashOutBet(db: Queryable, id: number, hundredths: number): Promise<LiveBetRow | undefined> {
  const [row] = await db
    .update(liveBets)
    .set({ cashOut: hundredths })
    .where(and(eq(liveBets.id, id), sql`${liveBets.cashOut} is null`, inArray(liveBets.status, ['placing', 'placed'])))
    .returning();
  return row;
}

/**
 * Records a decision table seat's decision, once: only on a placed slip that has none yet. Undefined when it had one
 * already (or was settled meanwhile).
 */
export async function decideBet(
  db: Queryable,
  id: number,
  decision: LiveDecision,
  decisionStake: number,
): Promise<LiveBetRow | undefined> {
  const [row] = await db
    .update(liveBets)
    .set({ decision, decisionStake })
    .where(and(eq(liveBets.id, id), isNull(liveBets.decision), eq(liveBets.status, 'placed')))
    .returning();
  return row;
}

/** Takes back a play the wallet refused (its stake was never taken), so the seat may still fold. */
export async function undoDecision(db: Queryable, id: number, decision: LiveDecision): Promise<void> {
  await db
    .update(liveBets)
    .set({ decision: null, decisionStake: 0 })
    .where(and(eq(liveBets.id, id), eq(liveBets.decision, decision), eq(liveBets.status, 'placed')));
}

/**
 * Appends a hand table seat's move, once: only on a placed slip that still holds `count` moves, so two requests
 * racing on one seat cannot both move it. `decisionStake` is the slip's added stakes after the move.
 */
export async function addMove(
  db: Queryable,
  id: number,
  count: number,
  move: LiveMove,
  decisionStake: number,
): Promise<LiveBetRow | undefined> {
  const [row] = await db
    .update(liveBets)
    .set({ moves: sql`${liveBets.moves} || ${JSON.stringify([move])}::jsonb`, decisionStake })
    .where(
      and(eq(liveBets.id, id), eq(liveBets.status, 'placed'), sql`jsonb_array_length(${liveBets.moves}) = ${count}`),
    )
    .returning();
  return row;
}

/** Takes back the last move (its stake the wallet refused), if no move came after it: the seat may move again. */
export async function undoMove(db: Queryable, id: number, count: number, decisionStake: number): Promise<void> {
  await db
    .update(liveBets)
    .set({ moves: sql`${liveBets.moves} - ${count - 1}::int`, decisionStake })
    .where(
      and(eq(liveBets.id, id), eq(liveBets.status, 'placed'), sql`jsonb_array_length(${liveBets.moves}) = ${count}`),
    );
}

export async function unsettledBets(db: Queryable, roundId: number) {
  return db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.roundId, roundId), inArray(liveBets.status, ['placing', 'placed'])));
}

export async function betOf(db: Queryable, roundId: number, userId: number, currency: string) {
  const [row] = await db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.roundId, roundId), eq(liveBets.userId, userId), eq(liveBets.currency, currency)));
  return row;
}

/** Marks a frame as present now: the table's player count is the frames seen lately. */
export async function markPresent(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.update(studioSessions).set({ lastSeenAt: now }).where(eq(studioSessions.id, sessionId));
}

/** Frames seen this recently count as the table's players (a seated frame calls every 20 s). */
const PRESENT_MS = 45_000;

/** The table's players at `now`: distinct players (or guests' frames) seen in the last PRESENT_MS. */
export async function playersAt(db: Queryable, game: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - PRESENT_MS);
  const [row] = await db
    .select({ players: sql<number>`count(distinct coalesce(${studioSessions.userId}, -${studioSessions.id}))::int` })
    .from(studioSessions)
    .where(
      and(eq(studioSessions.game, game), gt(studioSessions.lastSeenAt, since), sql`${studioSessions.endedAt} is null`),
    );
  return row?.players ?? 0;
}
