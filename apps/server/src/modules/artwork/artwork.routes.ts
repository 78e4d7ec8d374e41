import { gameSlugSchema as slug } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { Precompressed } from '../../lib/precompressed-json';
import { precompressText, sendPrecompressed } from '../../lib/precompressed-json';
import type { GamesService } from '../games';
import { coverEmblemKey } from './cover-plan';
import { renderGameArtwork } from './game-artwork';
import { renderProviderLogo } from './provider-logo';
import { createStudioCovers } from './studio-covers';

// Covers are generated from the catalogue; a day's cache is fine and a changed title shows up the next day.
const CACHE_CONTROL = 'public, max-age=86400';

export const artworkRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  // Kept compressed: a lobby's first screen shows a dozen covers, each 6.5 KB of SVG and 2 KB gzipped.
  const rendered = new LRUCache<string, Precompressed>({ max: 2_000 });
  const studioCovers = createStudioCovers(games);
  const cached = (key: string, render: () => string) => {
    const hit = rendered.get(key);
    if (hit !== undefined) return hit;
    const svg = precompressText(render());
    rendered.set(key, svg);
    return svg;
  };

  app.get(
    '/assets/games/:provider/:slug.svg',
    {
      schema: { tags: ['artwork'], summary: 'Generated game cover (SVG)', params: z.object({ provider: slug, slug }) },
    },
    async (request, reply) => {
      const { provider, slug: gameSlug } = request.params;
      const game = games.findGame(provider, gameSlug);
      if (!game) throw notFound('Game');
      const providerName = games.providers().find((p) => p.slug === provider)?.name ?? provider;
      const emblem = studioCovers.emblemFor(game);
      const svg = cached(`game:${game.identifier}:${game.title}:${coverEmblemKey(emblem)}`, () =>
        renderGameArtwork(
          { slug: game.identifier, title: game.title, providerName, categories: game.categories },
          emblem,
        ),
      );
      return sendPrecompressed(request, reply.header('cache-control', CACHE_CONTROL), svg, 'image/svg+xml');
    },
  );

  app.get(
    '/assets/providers/:slug.svg',
    { schema: { tags: ['artwork'], summary: 'Generated provider logo (SVG)', params: z.object({ slug }) } },
    async (request, reply) => {
      const provider = games.providers().find((p) => p.slug === request.params.slug);
      if (!provider) throw notFound('Provider');
      const svg = cached(`provider:${provider.slug}:${provider.name}`, () =>
        renderProviderLogo({ slug: provider.slug, name: provider.name }),
      );
      return sendPrecompressed(request, reply.header('cache-control', CACHE_CONTROL), svg, 'image/svg+xml');
    },
  );
};
