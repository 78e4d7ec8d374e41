import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { gameCurrencies } from '../games/games.schema';
import { users } from '../users/users.schema';

/**
 * The games a player hearted, by the per-currency game id of the reference (`game_currencies.id`). The primary key
 * makes a repeated add a no-op; a currency taken off a game takes its favourites with it.
 */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => gameCurrencies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gameId] })],
);
