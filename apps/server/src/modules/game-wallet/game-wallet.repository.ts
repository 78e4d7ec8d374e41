import { and, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { preparedRows } from '../../db/raw-rows';
import { currencies } from '../reference/reference.schema';
import { users } from '../users/users.schema';
import { gameActions, gameIntegrations, gameRounds } from './game-wallet.schema';

export type GameIntegration = typeof gameIntegrations.$inferSelect;
export type GameRound = typeof gameRounds.$inferSelect;
export type GameAction = typeof gameActions.$inferSelect;

export async function findIntegration(db: Queryable, name: string): Promise<GameIntegration | undefined> {
  const [row] = await db.select().from(gameIntegrations).where(eq(gameIntegrations.name, name));
  return row;
}

export const listIntegrations = (db: Queryable) =>
  db
    .select({
      name: gameIntegrations.name,
      providers: gameIntegrations.providers,
      apiUrl: gameIntegrations.apiUrl,
      updatedAt: gameIntegrations.updatedAt,
    })
    .from(gameIntegrations)
    .orderBy(gameIntegrations.name);

export async function upsertIntegration(
  tx: Transaction,
  integration: { name: string; secret: string; providers: string[]; apiUrl: string | null; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .insert(gameIntegrations)
    .values({ ...integration, createdAt: integration.now, updatedAt: integration.now })
    .onConflictDoUpdate({
      target: gameIntegrations.name,
      set: {
        secret: integration.secret,
        providers: integration.providers,
        apiUrl: integration.apiUrl,
        updatedAt: integration.now,
      },
    })
    .returning({ created: sql<boolean>`xmax = 0` });
  return row?.created === true;
}

/**
 * Serialises the requests that touch the same action ids (an action and its rollback, or one action sent twice at
 * once) until the transaction ends: without it, a rollback and its late original could each miss the other. The
 * locks are taken in one statement, in key order, so two requests cannot deadlock on them.
 */
export async function lockActionIds(tx: Transaction, integration: string, actionIds: string[]): Promise<void> {
  const keys = [...new Set(actionIds)].map((id) => `${integration}:${id}`).sort();
  await preparedRows(
    tx,
    'game_lock_actions',
    // One JSON parameter rather than a list, so the statement's text is the same for any number of keys.
    sql`select pg_advisory_xact_lock(hashtextextended(key, 7001))
      from json_array_elements_text(${JSON.stringify(keys)}::json) as key order by key`,
  );
}

export async function findActions(tx: Transaction, integration: string, actionIds: string[]): Promise<GameAction[]> {
  if (actionIds.length === 0) return [];
  return tx
    .select()
    .from(gameActions)
    .where(and(eq(gameActions.integration, integration), inArray(gameActions.actionId, actionIds)));
}

/** Rollbacks already recorded for these original actions, whether or not the originals ever arrived. */
export async function findRollbacksOf(tx: Transaction, integration: string, actionIds: string[]) {
  if (actionIds.length === 0) return [];
  return tx
    .select()
    .from(gameActions)
    .where(
      and(
        eq(gameActions.integration, integration),
        eq(gameActions.kind, 'rollback'),
        inArray(gameActions.originalActionId, actionIds),
      ),
    );
}

/** The provider's round, opened on its first request; its player, currency and game are fixed from then on. */
export async function openRound(
  tx: Transaction,
  round: { integration: string; providerRoundId: string; userId: number; currency: string; game: string; now: Date },
): Promise<GameRound> {
  await tx
    .insert(gameRounds)
    .values({ ...round, createdAt: round.now, updatedAt: round.now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.integration, round.integration), eq(gameRounds.providerRoundId, round.providerRoundId)));
  if (!row) throw new Error(`round ${round.providerRoundId} of ${round.integration} vanished`);
  return row;
}

export async function addToRound(
  tx: Transaction,
  roundId: number,
  change: { betCents: number; winCents: number; bonusBetCents?: number; finishedAt: Date | null; now: Date },
): Promise<void> {
  await tx
    .update(gameRounds)
    .set({
      betCents: sql`${gameRounds.betCents} + ${change.betCents}`,
      winCents: sql`${gameRounds.winCents} + ${change.winCents}`,
      bonusBetCents: sql`${gameRounds.bonusBetCents} + ${change.bonusBetCents ?? 0}`,
      finishedAt: sql`coalesce(${gameRounds.finishedAt}, ${change.finishedAt})`,
      updatedAt: change.now,
    })
    .where(eq(gameRounds.id, roundId));
}

/**
 * Finishes a round unless it is finished already: true for exactly one caller, however many requests finish it
 * at once (the row lock orders them and the second finds it finished).
 */
export async function finishRound(tx: Transaction, roundId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(gameRounds)
    .set({ finishedAt: now, updatedAt: now })
    .where(and(eq(gameRounds.id, roundId), isNull(gameRounds.finishedAt)))
    .returning({ id: gameRounds.id });
  return rows.length > 0;
}

/** The bonus a round's stakes came under, set by its first stake while a bonus wagers. */
export async function setRoundBonus(tx: Transaction, roundId: number, bonusId: number): Promise<void> {
  await tx
    .update(gameRounds)
    .set({ bonusId })
    .where(and(eq(gameRounds.id, roundId), isNull(gameRounds.bonusId)));
}

/** The free spins a round is played with, set by its first request that names them. */
/** Rounds played with these free spins that have not finished yet. */
export async function countOpenFreespinRounds(tx: Transaction, freespinsId: number): Promise<number> {
  const [row] = await tx
    .select({ open: count() })
    .from(gameRounds)
    .where(and(eq(gameRounds.freespinsId, freespinsId), isNull(gameRounds.finishedAt)));
  return row?.open ?? 0;
}

export async function setRoundFreespins(tx: Transaction, roundId: number, freespinsId: number): Promise<void> {
  await tx
    .update(gameRounds)
    .set({ freespinsId })
    .where(and(eq(gameRounds.id, roundId), isNull(gameRounds.freespinsId)));
}

export async function findRound(db: Queryable, roundId: number): Promise<GameRound | undefined> {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
  return row;
}

export async function insertAction(tx: Transaction, action: typeof gameActions.$inferInsert): Promise<GameAction> {
  const [row] = await tx.insert(gameActions).values(action).returning();
  if (!row) throw new Error(`action ${action.actionId} was not recorded`);
  return row;
}

export async function markRolledBack(tx: Transaction, actionId: number, now: Date): Promise<void> {
  await tx.update(gameActions).set({ rolledBackAt: now }).where(eq(gameActions.id, actionId));
}

/** A player's rounds, newest first, a page at a time. */
export const listPlayerRounds = (db: Queryable, userId: number, page: { limit: number; offset: number }) =>
  db
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.userId, userId))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(page.limit)
    .offset(page.offset);

/** The games a player played lately, each with when they last did. */
export const listPlayedGames = (db: Queryable, userId: number, limit: number) =>
  db
    .select({ game: gameRounds.game, lastActivityAt: max(gameRounds.updatedAt) })
    .from(gameRounds)
    .where(eq(gameRounds.userId, userId))
    .groupBy(gameRounds.game)
    .orderBy(desc(max(gameRounds.updatedAt)))
    .limit(limit);

/** The latest real-money wins that stand (not rolled back), with what was staked in their rounds. */
export const listLatestWins = (db: Queryable, limit: number) =>
  db
    .select({
      amountCents: gameActions.amountCents,
      processedAt: gameActions.processedAt,
      game: gameRounds.game,
      currency: gameRounds.currency,
      betCents: gameRounds.betCents,
      nickname: users.nickname,
      email: users.email,
      subunitsToUnit: currencies.subunitsToUnit,
    })
    .from(gameActions)
    .innerJoin(gameRounds, eq(gameRounds.id, gameActions.roundId))
    .innerJoin(users, eq(users.id, gameRounds.userId))
    .innerJoin(currencies, eq(currencies.code, gameRounds.currency))
    .where(and(eq(gameActions.kind, 'win'), gt(gameActions.amountCents, 0), isNull(gameActions.rolledBackAt)))
    .orderBy(desc(gameActions.processedAt), desc(gameActions.id))
    .limit(limit);
