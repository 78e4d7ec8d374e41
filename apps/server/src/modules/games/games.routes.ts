import {
  collectionSchema,
  gameJackpotsSchema,
  gameSchema,
  gameSlugSchema,
  gamesFilterRequestSchema,
  gamesFilterSelectRequestSchema,
  gamesFilterSelectResponseSchema,
  gamesPageSchema,
  providerSchema,
  randomGameQuerySchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { sendPrecompressedJson } from '../../lib/precompressed-json';
import type { GamesService } from './games.service';

const tags = ['games'];

export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  app.post(
    '/api/games_filter',
    {
      schema: {
        tags,
        summary: 'Search and list games (lobby rows, category pages, search)',
        body: gamesFilterRequestSchema,
        response: { 200: gamesPageSchema },
      },
    },
    // The hottest call of the lobby: pages come pre-serialised from the service's cache.
    async (request, reply) => sendPrecompressedJson(request, reply, games.findPageJson(request.body)),
  );

  app.post(
    '/api/games_filter/select',
    {
      schema: {
        tags,
        summary: 'Filter options (providers and categories with game counts) for a filter',
        body: gamesFilterSelectRequestSchema,
        response: { 200: gamesFilterSelectResponseSchema },
      },
    },
    async (request) => games.selectOptions(request.body.device, request.body.filter),
  );

  app.get(
    '/api/games/providers',
    { schema: { tags, summary: 'Game providers', response: { 200: z.array(providerSchema) } } },
    async () => games.providers(),
  );

  app.get(
    '/api/games/collections',
    { schema: { tags, summary: 'Game categories', response: { 200: z.array(collectionSchema) } } },
    async () => games.collections(),
  );

  app.get(
    '/api/games/random',
    {
      schema: {
        tags,
        summary: 'One random game, optionally from a category',
        querystring: randomGameQuerySchema,
        response: { 200: gameSchema },
      },
    },
    async (request) => games.randomGame(request.query),
  );

  app.get(
    '/api/games/:provider/:slug',
    {
      schema: {
        tags,
        summary: 'One game by provider and slug (the game page)',
        params: z.object({ provider: gameSlugSchema, slug: gameSlugSchema }),
        response: { 200: gameSchema },
      },
    },
    async (request) => {
      const game = games.findGame(request.params.provider, request.params.slug);
      if (!game) throw notFound('Game');
      return game;
    },
  );

  app.get(
    '/api/games/jackpots',
    {
      schema: {
        tags,
        summary: 'Progressive jackpot totals per currency and provider (minor units)',
        response: { 200: gameJackpotsSchema },
      },
    },
    async () => games.jackpots(),
  );
};
