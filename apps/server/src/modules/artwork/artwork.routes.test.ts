import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../db/seed/catalog/build-catalog';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { coverEmblemKey, planStudioCovers } from './cover-plan';
import { renderGameArtwork } from './game-artwork';

describe('game cover route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it.each(['halcyon-live', 'northlight-studios'])(
    'serves each of %s’s covers with the emblem its studio plan gave it',
    { timeout: 30_000 },
    async (providerSlug) => {
      const { providers, games } = buildCatalog();
      const provider = providers.find((candidate) => candidate.slug === providerSlug)!;
      const studio = games
        .filter((game) => game.providerSlug === providerSlug)
        .map((game) => ({ slug: `${game.providerSlug}/${game.slug}`, title: game.title, categories: game.categories }));
      const plan = planStudioCovers(studio);
      const keys = new Set<string>();
      for (const game of studio) {
        const response = await t.app.inject({ url: `/assets/games/${game.slug}.svg` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        const emblem = plan.get(game.slug)!;
        expect(response.body, game.title).toBe(renderGameArtwork({ ...game, providerName: provider.name }, emblem));
        keys.add(coverEmblemKey(emblem));
      }
      expect(keys.size).toBe(studio.length);
    },
  );

  it('sends covers and provider logos gzipped to a browser that accepts it, and as they are to one that does not', async () => {
    for (const url of [
      '/assets/games/northlight-studios/jarls-promise.svg',
      '/assets/providers/northlight-studios.svg',
    ]) {
      const plain = await t.app.inject({ url });
      const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      for (const response of [plain, zipped]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
        expect(response.headers.vary).toBe('accept-encoding');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
      }
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
  });
});
