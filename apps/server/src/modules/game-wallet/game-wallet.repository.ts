import { and, count, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { currencies } from '../reference/reference.schema';
import { users } from '../users/users.schema';
import { gameActions, gameIntegrations, gameRounds } from './game-wallet.schema';

export type GameIntegration = typeof gameIntegrations.$inferSelect;
export type GameRound = typeof gameRounds.$inferSelect;
export type GameAction = typeof gameActions.$inferSelect;

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

/** The bonus a round's stakes came under, set by its first stake while a bonus wagers. */
export async function setRoundBonus(tx: Transaction, roundId: number, bonusId: number): Promise<void> {
  await tx
    .update(gameRounds)
    .set({ bonusId })
    .where(and(eq(gameRounds.id, roundId), isNull(gameRounds.bonusId)));
}

/** Rounds played with these free spins that have not finished yet. */
export async function countOpenFreespinRounds(tx: Transaction, freespinsId: number): Promise<number> {
  const [row] = await tx
    .select({ open: count() })
    .from(gameRounds)
    .where(and(eq(gameRounds.freespinsId, freespinsId), isNull(gameRounds.finishedAt)));
  return row?.open ?? 0;
}

/** The free spins a round is played with, set by its first request that names them. */
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

/**
 * The currencies in which a player has a round of the game still open (not finished, a stake standing in it): the
 * rounds a provider has not closed yet, an interrupted hand of the studio's included.
 */
export async function listOpenRoundCurrencies(db: Queryable, userId: number, game: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: gameRounds.currency })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, userId),
        eq(gameRounds.game, game),
        isNull(gameRounds.finishedAt),
        gt(gameRounds.betCents, 0),
      ),
    );
  return rows.map((row) => row.currency);
}

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
