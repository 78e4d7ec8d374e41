import type { Game } from '@casino/contracts';
import { FAVORITE_GAMES_MAX } from '@casino/contracts';
import type { Database } from '../../db/client';
import { invalidFields, notFound } from '../../lib/app-error';
import type { GamesService } from '../games';
import { lockUser } from '../users';
import { countFavorites, deleteFavorite, insertFavorite, isFavorite, listFavoriteIds } from './favorites.repository';

export type FavoritesService = ReturnType<typeof createFavoritesService>;

/** The player's favourite games, kept by per-currency game id; whole games come from the catalogue's read model. */
export function createFavoritesService({ db, games }: { db: Database; games: GamesService }) {
  return {
    ids: (userId: number): Promise<number[]> => listFavoriteIds(db, userId),

    /**
     * Whole games, oldest favourite first. A game hearted in two currencies appears once; games gone from the
     * catalogue or not offered in the visitor's country are left out.
     */
    async games(userId: number, country: string): Promise<Game[]> {
      const seen = new Set<number>();
      const result: Game[] = [];
      for (const id of await listFavoriteIds(db, userId)) {
        const game = games.gameByCurrencyId(id, country);
        if (!game || seen.has(game.id)) continue;
        seen.add(game.id);
        result.push(game);
      }
      return result;
    },

    /** Idempotent: adding a favourite twice changes nothing, even at the cap. */
    async add(userId: number, gameId: number): Promise<void> {
      if (!games.gameByCurrencyId(gameId)) throw notFound('Game');
      await db.transaction(async (tx) => {
        // Adds of one player run one at a time, so parallel requests cannot slip past the cap together.
        await lockUser(tx, userId);
        if (await isFavorite(tx, userId, gameId)) return;
        if ((await countFavorites(tx, userId)) >= FAVORITE_GAMES_MAX) {
          throw invalidFields({ id: [`At most ${FAVORITE_GAMES_MAX} favourite games`] });
        }
        await insertFavorite(tx, userId, gameId);
      });
    },

    /** Idempotent: removing a game that is not a favourite (or not a game) is fine. */
    remove: (userId: number, gameId: number): Promise<void> =>
      db.transaction((tx) => deleteFavorite(tx, userId, gameId)),
  };
}
