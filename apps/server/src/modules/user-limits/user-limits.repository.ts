import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { preparedRows, rawRows, runStatement } from '../../db/raw-rows';
import { playSessions, realityCheckSettings, userLimitAccounts, userLimits } from './user-limits.schema';

export type LimitRow = typeof userLimits.$inferSelect;
export type LimitAccountRow = typeof userLimitAccounts.$inferSelect;
/** A limit with its per-currency amounts. */
export type StoredLimit = LimitRow & { accounts: LimitAccountRow[] };
export type LimitChanges = Partial<Omit<LimitRow, 'id' | 'userId' | 'createdAt'>>;

/**
 * Serialises every limits decision of one player: the checks of deposits and bets, and the player's own changes.
 * A transaction lock, so a crashed holder frees it with its connection. Taken before the ledger's wallet rows, in
 * every path, so the two can never wait for each other.
 */
export async function lockPlayerLimits(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`user-limits:${userId}`}, 7002))`);
}

/** The limits in force or waiting (not removed), oldest first, with their accounts. */
export async function listLiveLimits(db: Queryable, userId: number): Promise<StoredLimit[]> {
  const rows = await db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.userId, userId), isNull(userLimits.removedAt)))
    .orderBy(asc(userLimits.id));
  return withAccounts(db, rows);
}

export async function findLimitByTokenHash(db: Queryable, tokenHash: string): Promise<StoredLimit | undefined> {
  const rows = await db.select().from(userLimits).where(eq(userLimits.confirmTokenHash, tokenHash));
  return (await withAccounts(db, rows))[0];
}

export async function findLimit(db: Queryable, id: number): Promise<StoredLimit | undefined> {
  const rows = await db.select().from(userLimits).where(eq(userLimits.id, id));
  return (await withAccounts(db, rows))[0];
}

async function withAccounts(db: Queryable, rows: LimitRow[]): Promise<StoredLimit[]> {
  if (rows.length === 0) return [];
  const accounts = await db
    .select()
    .from(userLimitAccounts)
    .where(
      inArray(
        userLimitAccounts.limitId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(userLimitAccounts.currency));
  return rows.map((row) => ({ ...row, accounts: accounts.filter((account) => account.limitId === row.id) }));
}

export async function insertLimit(tx: Transaction, row: typeof userLimits.$inferInsert): Promise<LimitRow> {
  const [inserted] = await tx.insert(userLimits).values(row).returning();
  return inserted!;
}

export async function updateLimit(tx: Transaction, id: number, changes: LimitChanges, now: Date): Promise<void> {
  await tx
    .update(userLimits)
    .set({ ...changes, updatedAt: now })
    .where(eq(userLimits.id, id));
}

/** Writes a limit's accounts as given (amount and pending raise per currency). */
export async function saveAccounts(
  tx: Transaction,
  limitId: number,
  accounts: { currency: string; amountCents: number; pendingAmountCents: number | null }[],
): Promise<void> {
  if (accounts.length === 0) return;
  await tx
    .insert(userLimitAccounts)
    .values(accounts.map((account) => ({ limitId, ...account })))
    .onConflictDoUpdate({
      target: [userLimitAccounts.limitId, userLimitAccounts.currency],
      set: {
        amountCents: sql`excluded.amount_cents`,
        pendingAmountCents: sql`excluded.pending_amount_cents`,
      },
    });
}

/** The player's play session still open at `since` (its last bet no older than the idle gap), if any. */
export async function findOpenPlaySession(tx: Queryable, userId: number, since: Date) {
  const [row] = await tx
    .select()
    .from(playSessions)
    .where(and(eq(playSessions.userId, userId), gte(playSessions.lastActivityAt, since)))
    .orderBy(sql`${playSessions.lastActivityAt} desc`)
    .limit(1);
  return row;
}

/**
 * Every real-money bet passes here, so one prepared statement that rarely writes: the open session (last bet within
 * the idle gap) is moved on to `at` only when its last recorded activity is older than `granularity`, else a new one
 * is opened. A write per bet would make the session row a second hot row beside the wallet, which a crowd of one
 * player's parallel bets would queue on; an open session counts up to now anyway (`playedSecondsBetween`).
 */
export async function recordPlayActivity(
  tx: Transaction,
  session: { userId: number; currency: string; at: Date; idleSince: Date; granularity: Date },
): Promise<void> {
  const at = session.at.toISOString();
  await preparedRows(
    tx,
    'user_limits_record_play',
    sql`with open as (
        select id, last_activity_at from play_sessions
        where user_id = ${session.userId} and last_activity_at >= ${session.idleSince.toISOString()}::timestamptz
        order by last_activity_at desc limit 1),
      moved as (
        update play_sessions set last_activity_at = ${at}::timestamptz
        where id in (select id from open where last_activity_at < ${session.granularity.toISOString()}::timestamptz)
        returning id)
      insert into play_sessions (user_id, currency, started_at, last_activity_at)
      select ${session.userId}, ${session.currency}, ${at}::timestamptz, ${at}::timestamptz
      where not exists (select 1 from open)`,
  );
}

/** `recordPlayActivity`'s statement for a player who has no limit at all: `$1` player, `$2` currency. */
const recordUnlessLimitedStatement = {
  name: 'user_limits_record_play_unless_limited',
  text: `with live as (
      select exists (select from user_limits where user_id = $1 and removed_at is null) as limited),
    open as (
      select id, last_activity_at from play_sessions
      where user_id = $1 and last_activity_at >= $3::timestamptz
      order by last_activity_at desc limit 1),
    moved as (
      update play_sessions set last_activity_at = $4::timestamptz
      where id in (select id from open where last_activity_at < $5::timestamptz) and not (select limited from live)
      returning id),
    opened as (
      insert into play_sessions (user_id, currency, started_at, last_activity_at)
      select $1, $2, $4::timestamptz, $4::timestamptz
      where not exists (select from open) and not (select limited from live)
      returning id)
    select limited from live`,
};

/**
 * Most players set no limit, and their bets need no more than a record of their play: this records it, in one
 * statement, only when the player has no live limit, and answers whether one exists (then nothing was recorded,
 * and the caller reads the limits and records the play itself).
 */
export async function recordPlayUnlessLimited(
  tx: Transaction,
  session: { userId: number; currency: string; at: Date; idleSince: Date; granularity: Date },
): Promise<boolean> {
  const [row] = await runStatement(tx, recordUnlessLimitedStatement, [
    session.userId,
    session.currency,
    session.idleSince.toISOString(),
    session.at.toISOString(),
    session.granularity.toISOString(),
  ]);
  return row?.limited === true;
}

/**
 * Seconds of play up to `now` inside the window starting at `start`: each session from its first bet to its last,
 * and a session still open (its last bet after `idleSince`) up to `now`, as the player is still at the game.
 */
export async function playedSecondsBetween(
  db: Queryable,
  userId: number,
  start: Date,
  now: Date,
  idleSince: Date,
): Promise<number> {
  const [row] = await rawRows<{ seconds: string | null }>(
    db,
    sql`select coalesce(sum(extract(epoch from
          least(case when last_activity_at >= ${idleSince.toISOString()}::timestamptz
                  then ${now.toISOString()}::timestamptz else last_activity_at end, ${now.toISOString()}::timestamptz)
          - greatest(started_at, ${start.toISOString()}::timestamptz))), 0) as seconds
      from play_sessions
      where user_id = ${userId} and last_activity_at > ${start.toISOString()}::timestamptz`,
  );
  return Math.max(0, Math.floor(Number(row?.seconds ?? 0)));
}

export async function findRealityCheck(db: Queryable, userId: number): Promise<number | undefined> {
  const [row] = await db.select().from(realityCheckSettings).where(eq(realityCheckSettings.userId, userId));
  return row?.intervalMinutes;
}

export async function saveRealityCheck(tx: Transaction, userId: number, intervalMinutes: number, now: Date) {
  await tx
    .insert(realityCheckSettings)
    .values({ userId, intervalMinutes, updatedAt: now })
    .onConflictDoUpdate({ target: realityCheckSettings.userId, set: { intervalMinutes, updatedAt: now } });
}
