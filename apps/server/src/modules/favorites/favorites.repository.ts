import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { favoriteGames } from '../../db/schema';

/** The player's favourite game ids, oldest first (ties by id, so the order never flickers). */
export async function listFavoriteIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.userId, userId))
    .orderBy(asc(favoriteGames.createdAt), asc(favoriteGames.gameId));
  return rows.map((row) => row.gameId);
}

export async function isFavorite(db: Queryable, userId: number, gameId: number): Promise<boolean> {
  const [row] = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(and(eq(favoriteGames.userId, userId), eq(favoriteGames.gameId, gameId)));
  return row !== undefined;
}

export async function countFavorites(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(favoriteGames).where(eq(favoriteGames.userId, userId));
  return row?.total ?? 0;
}

/** Adds the favourite unless it is there already; the first add's time stands. */
export async function insertFavorite(tx: Transaction, userId: number, gameId: number): Promise<void> {
  await tx.insert(favoriteGames).values({ userId, gameId }).onConflictDoNothing();
}

export async function deleteFavorite(tx: Transaction, userId: number, gameId: number): Promise<void> {
  await tx.delete(favoriteGames).where(and(eq(favoriteGames.userId, userId), eq(favoriteGames.gameId, gameId)));
}
