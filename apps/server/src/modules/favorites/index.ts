/** The player's favourite games. Other modules use this entry only. */
export { favoritesRoutes } from './favorites.routes';
export { createFavoritesService } from './favorites.service';
export type { FavoritesService } from './favorites.service';
