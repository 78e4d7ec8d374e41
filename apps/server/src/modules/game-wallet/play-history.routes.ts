import { GAME_ROUNDS_PAGE_SIZE, gameRoundsSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/session';
import type { PlayHistory } from './play-history';

const tags = ['games'];

const latestWinSchema = z.object({
  at: z.number().int(),
  nickname: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  game_table_url: z.string(),
  game_table_image_path: z.string().nullable(),
  currency: z.string(),
  bet_amount_cents: z.number().int(),
  win_amount_cents: z.number().int(),
  humanized_win: z.string(),
});

/** The player's rounds and recent games, and the public latest wins. */
export const playHistoryRoutes: FastifyPluginAsyncZod<{ history: PlayHistory }> = async (app, { history }) => {
  app.get(
    '/api/player/games',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The player's game rounds, newest first (paged: the regulator's three months fit in pages)",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(GAME_ROUNDS_PAGE_SIZE),
        }),
        response: { 200: gameRoundsSchema },
      },
    },
    async (request) => history.rounds((await request.requireUser()).userId, request.query.page, request.query.per_page),
  );

  app.get(
    '/api/player/played_games',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The games the player played lately, with when they last did',
        response: { 200: z.array(z.object({ identifier: z.string(), last_activity_at: z.string().nullable() })) },
      },
    },
    async (request) => history.playedGames((await request.requireUser()).userId),
  );

  app.get(
    '/api/stats/winners/latest',
    {
      schema: {
        tags,
        summary: 'The latest real-money wins, players named by the first 6 characters of their name',
        response: { 200: z.array(latestWinSchema) },
      },
    },
    async (_request, reply) => {
      // Public and the same for everyone: a few seconds of caching spares the database a crowd.
      reply.header('cache-control', 'public, max-age=5');
      return history.latestWins();
    },
  );
};
