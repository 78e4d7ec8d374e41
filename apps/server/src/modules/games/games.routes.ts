import {
  apiErrorSchema,
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
import { sendPrecompressedJson } from '../../lib/precompressed-json';
import type { GeoOptions } from '../geo';
import { visitorCountry } from '../geo';
import type { GamesService } from './games.service';

const tags = ['games'];

type Options = {
  games: GamesService;
  geo: GeoOptions;
  /** The studio's open rounds of a player (RTS 10), filled in once the studio is composed. */
  unfinishedGames?: { of?: (userId: number, identifier: string) => Promise<string[]> };
};

/** Lists leave out games restricted in the visitor's country; opening one directly answers 451. */
export const gamesRoutes: FastifyPluginAsyncZod<Options> = async (app, { games, geo, unfinishedGames }) => {
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
    async (request, reply) =>
      sendPrecompressedJson(request, reply, games.findPageJson(request.body, visitorCountry(request, geo))),
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
    async (request) => games.selectOptions(request.body.device, request.body.filter, visitorCountry(request, geo)),
  );

  app.get(
    '/api/games/providers',
    { schema: { tags, summary: 'Game providers', response: { 200: z.array(providerSchema) } } },
    async (request) => games.providers(visitorCountry(request, geo)),
  );

  app.get(
    '/api/games/collections',
    { schema: { tags, summary: 'Game categories', response: { 200: z.array(collectionSchema) } } },
    async (request) => games.collections(visitorCountry(request, geo)),
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
    async (request) => games.randomGame(request.query, visitorCountry(request, geo)),
  );

  app.get(
    '/api/games/:provider/:slug',
    {
      schema: {
        tags,
        summary: 'One game by provider and slug (the game page); 451 where it may not be offered',
        params: z.object({ provider: gameSlugSchema, slug: gameSlugSchema }),
        response: { 200: gameSchema, 404: apiErrorSchema, 451: apiErrorSchema },
      },
    },
    async (request) => {
      const game = games.playableGame(request.params.provider, request.params.slug, visitorCountry(request, geo));
      // Only this answer is per player; the lists stay shared (and cached) with an empty list.
      const session = unfinishedGames?.of ? await request.currentSession() : null;
      if (!session || !unfinishedGames?.of) return game;
      return { ...game, unfinished_games_for: await unfinishedGames.of(session.userId, game.identifier) };
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
