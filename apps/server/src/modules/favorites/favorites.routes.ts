import type { FastifyRequest } from 'fastify';
import { FAVORITE_GAMES_V2, favoriteGameIdSchema, favoriteGameIdsSchema, favoriteGamesSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/session';
import type { GeoOptions } from '../geo';
import { visitorCountry } from '../geo';
import type { FavoritesService } from './favorites.service';

const tags = ['favourites'];
const params = z.object({ id: favoriteGameIdSchema });

/**
 * The reference picks the list's shape with the custom `accept-client` header and leaves `Accept` alone; `Accept`
 * is honoured too. Without either vnd type the answer is v1, the cheap ids-only list.
 */
function wantsWholeGames(request: FastifyRequest): boolean {
  const { 'accept-client': client, accept } = request.headers;
  const chosen = [client, accept].flat().join(',');
  return chosen.includes(FAVORITE_GAMES_V2);
}

export const favoritesRoutes: FastifyPluginAsyncZod<{ favorites: FavoritesService; geo: GeoOptions }> = async (
  app,
  { favorites, geo },
) => {
  app.get(
    '/api/player/favorite_games',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'Favourite games, oldest first: per-currency ids (accept-client: application/vnd.s.v1+json, the default) ' +
          'or whole games (application/vnd.s.v2+json)',
        response: { 200: z.union([favoriteGameIdsSchema, favoriteGamesSchema]) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      // The body depends on these headers: a shared cache must not hand one shape to the other's request.
      void reply.header('vary', 'accept-client, accept');
      if (!wantsWholeGames(request)) return favorites.ids(userId);
      return favorites.games(userId, visitorCountry(request, geo));
    },
  );

  app.put(
    '/api/player/favorite_games/:id',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Add a favourite (idempotent); the id is `currencies[X].id` of a game', params },
    },
    async (request, reply) => {
      await favorites.add((await request.requireUser()).userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/player/favorite_games/:id',
    { onRequest: signedIn, schema: { tags, summary: 'Remove a favourite (idempotent)', params } },
    async (request, reply) => {
      await favorites.remove((await request.requireUser()).userId, request.params.id);
      return reply.status(204).send();
    },
  );
};
