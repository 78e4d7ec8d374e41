/** The game catalogue: categories, providers, filters and search. Other modules use this entry only. */
export { gamesRoutes } from './games.routes';
export { createGamesService } from './games.service';
export type { GamesService } from './games.service';
