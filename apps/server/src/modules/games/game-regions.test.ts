import { collectionSchema, GAME_DEVICES, GAME_PAGE_SIZE_MAX, gamesPageSchema, providerSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { providers } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

// The demo catalogue keeps jackpot slots out of Germany and Golden Hollow Gaming out of Sweden and Norway.
describe.each(DATABASE_KINDS)('games restricted by country on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { COUNTRY_HEADER: 'cf-ipcountry' });
  });
  afterAll(async () => t?.close());

  const from = (country: string) => ({ 'cf-ipcountry': country });
  const list = async (country: string, filter: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/games_filter',
      headers: from(country),
      payload: { device: 'desktop', filter, page_size: 100 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return gamesPageSchema.parse(response.json());
  };
  /** How many games a visitor from the country can find on any device: what a list's games_count promises. */
  const offeredCount = async (country: string, filter: object) => {
    const identifiers = new Set<string>();
    for (const device of GAME_DEVICES) {
      for (let page = 1; ; page++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/games_filter',
          headers: from(country),
          payload: { device, filter, page, page_size: GAME_PAGE_SIZE_MAX },
        });
        const { data, pagination } = gamesPageSchema.parse(response.json());
        for (const game of data) identifiers.add(game.identifier);
        if (page >= pagination.total_pages) break;
      }
    }
    return identifiers.size;
  };
  const openGame = (identifier: string, country: string) =>
    t.app.inject({ url: `/api/games/${identifier}`, headers: from(country) });
  const jackpots = { categories: { identifiers: ['jackpots'], strategy: 'OR' } };
  const goldenHollow = { providers: ['golden-hollow-gaming'] };

  it('answers 451 with a coded error for a game restricted in the visitor country, 200 elsewhere', async () => {
    const [jackpotGame] = (await list('MT', jackpots)).data;
    if (!jackpotGame) throw new Error('the demo catalogue has jackpot games');
    expect((await openGame(jackpotGame.identifier, 'MT')).statusCode).toBe(200);
    const refused = await openGame(jackpotGame.identifier, 'DE');
    expect(refused.statusCode).toBe(451);
    expect(refused.json()).toEqual({
      error: { code: 'GAME_RESTRICTED_IN_REGION', message: 'This game is not available in your region' },
    });
    expect((await openGame('golden-hollow-gaming/no-such-game', 'SE')).statusCode).toBe(404);
  });

  it("applies a provider's restriction to every one of its games", async () => {
    const { data } = await list('MT', goldenHollow);
    expect(data.length).toBeGreaterThan(0);
    for (const game of data.slice(0, 5)) {
      expect((await openGame(game.identifier, 'SE')).statusCode, game.identifier).toBe(451);
      expect((await openGame(game.identifier, 'NO')).statusCode, game.identifier).toBe(451);
    }
  });

  it('leaves restricted games out of lists, filter counts and random picks for that country only', async () => {
    // The Maltese page is cached first: the German visitor must not be served it.
    expect((await list('MT', jackpots)).pagination.total_count).toBeGreaterThan(0);
    expect((await list('DE', jackpots)).pagination.total_count).toBe(0);
    expect((await list('SE', goldenHollow)).pagination.total_count).toBe(0);
    const everything = (await list('MT', {})).pagination.total_count;
    const german = await list('DE', {});
    expect(german.pagination.total_count).toBeLessThan(everything);
    expect(german.data.some((game) => game.categories.includes('jackpots'))).toBe(false);

    const facets = await t.app.inject({
      method: 'POST',
      url: '/api/games_filter/select',
      headers: from('SE'),
      payload: { device: 'desktop', filter: {} },
    });
    expect(facets.json().providers.map((p: { id: string }) => p.id)).not.toContain('golden-hollow-gaming');
    const random = await t.app.inject({
      url: '/api/games/random?device=desktop&category=jackpots',
      headers: from('DE'),
    });
    expect(random.statusCode).toBe(404);
  });

  it('leaves a restricted provider out of the provider list and restricted games out of its counts', async () => {
    const providersFrom = async (country: string) => {
      const response = await t.app.inject({ url: '/api/games/providers', headers: from(country) });
      expect(response.statusCode, response.body).toBe(200);
      return z.array(providerSchema).parse(response.json());
    };
    const gamesCount = (list: { slug: string; games_count: number }[], slug: string) =>
      list.find((entry) => entry.slug === slug)?.games_count;

    const maltese = await providersFrom('MT');
    expect(gamesCount(maltese, 'golden-hollow-gaming')).toBe(await offeredCount('MT', goldenHollow));
    for (const country of ['SE', 'NO']) {
      expect((await providersFrom(country)).map((p) => p.slug)).not.toContain('golden-hollow-gaming');
    }
    // Every count matches what a list for that country shows.
    for (const provider of await providersFrom('DE')) {
      expect(provider.games_count, provider.slug).toBe(await offeredCount('DE', { providers: [provider.slug] }));
    }
    expect((await providersFrom('DE')).reduce((sum, p) => sum + p.games_count, 0)).toBeLessThan(
      maltese.reduce((sum, p) => sum + p.games_count, 0),
    );
  });

  it('counts only the games offered in the visitor country in the collection list', async () => {
    const collectionsFrom = async (country: string) => {
      const response = await t.app.inject({ url: '/api/games/collections', headers: from(country) });
      expect(response.statusCode, response.body).toBe(200);
      return z.array(collectionSchema).parse(response.json());
    };
    const jackpotsCount = (collections: { slug: string; games_count: number }[]) =>
      collections.find((collection) => collection.slug === 'jackpots')?.games_count;

    expect(jackpotsCount(await collectionsFrom('MT'))).toBe(await offeredCount('MT', jackpots));
    expect(jackpotsCount(await collectionsFrom('MT'))).toBeGreaterThan(0);
    // The Maltese list is built first: the German visitor must get a list of their own.
    expect(jackpotsCount(await collectionsFrom('DE'))).toBe(0);
    for (const collection of await collectionsFrom('SE')) {
      const filter = { categories: { identifiers: [collection.slug], strategy: 'OR' } };
      expect(collection.games_count, collection.slug).toBe(await offeredCount('SE', filter));
    }
  });

  it("picks up an operator's new restriction at the next catalogue check", async () => {
    const [game] = (await list('IT', { providers: ['northlight-studios'] })).data;
    if (!game) throw new Error('the demo catalogue has Northlight games');
    expect((await openGame(game.identifier, 'IT')).statusCode).toBe(200);
    await t.database.db
      .update(providers)
      .set({ restrictedCountries: ['IT'] })
      .where(eq(providers.slug, 'northlight-studios'));
    try {
      expect(await t.app.games.reloadIfChanged()).toBe(true);
      expect((await openGame(game.identifier, 'IT')).statusCode).toBe(451);
      expect((await list('IT', { providers: ['northlight-studios'] })).pagination.total_count).toBe(0);
    } finally {
      await t.database.db
        .update(providers)
        .set({ restrictedCountries: [] })
        .where(eq(providers.slug, 'northlight-studios'));
      await t.app.games.reloadIfChanged();
    }
  });
});
