import { gunzipSync } from 'node:zlib';
import { GAME_CATEGORIES, gameSchema, gamesFilterSelectResponseSchema, gamesPageSchema } from '@casino/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, gameCategories, games } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

describe.each(DATABASE_KINDS)('games API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const filter = async (body: unknown) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/games_filter', payload: body as object });
    return { status: response.statusCode, body: response.json() };
  };

  it('pages through a category 40 games at a time with consistent pagination', async () => {
    const body = { device: 'desktop', filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } } };
    const first = await filter(body);
    expect(first.status).toBe(200);
    const page1 = gamesPageSchema.parse(first.body);
    expect(page1.data).toHaveLength(40);
    expect(page1.pagination.total_count).toBeGreaterThanOrEqual(200);
    expect(page1.pagination).toMatchObject({ current_page: 1, prev_page: null, next_page: 2 });
    expect(page1.pagination.total_pages).toBe(Math.ceil(page1.pagination.total_count / 40));
    expect(page1.data.every((game) => game.categories.includes('pokies'))).toBe(true);

    const page2 = gamesPageSchema.parse((await filter({ ...body, page: 2 })).body);
    expect(page2.pagination).toMatchObject({ current_page: 2, prev_page: 1, next_page: 3 });
    const firstIds = new Set(page1.data.map((g) => g.id));
    expect(page2.data.some((g) => firstIds.has(g.id))).toBe(false);

    const last = gamesPageSchema.parse((await filter({ ...body, page: page1.pagination.total_pages })).body);
    expect(last.pagination.next_page).toBeNull();
    expect(last.data.length).toBe(page1.pagination.total_count - 40 * (page1.pagination.total_pages - 1));
  });

  it('serves the same page gzipped to clients that accept it', async () => {
    const body = { device: 'mobile', filter: { categories: { identifiers: ['live'], strategy: 'OR' } } };
    const plain = await t.app.inject({ method: 'POST', url: '/api/games_filter', payload: body });
    const zipped = await t.app.inject({
      method: 'POST',
      url: '/api/games_filter',
      payload: body,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(gamesPageSchema.parse(plain.json()));
  });

  it('finds games by part of the title, ignoring case and accents', async () => {
    const all = gamesPageSchema.parse((await filter({ device: 'desktop', page_size: 200 })).body);
    const target = all.data[17];
    expect(target).toBeDefined();
    const fragment = target!.title.slice(1, 6).toUpperCase();
    const found = gamesPageSchema.parse((await filter({ device: 'desktop', filter: { title: fragment } })).body);
    expect(found.data.map((g) => g.id)).toContain(target!.id);
    expect(found.data.every((g) => g.title.toLowerCase().includes(fragment.toLowerCase()))).toBe(true);

    const none = gamesPageSchema.parse((await filter({ device: 'desktop', filter: { title: 'zzqxv no such' } })).body);
    expect(none.data).toEqual([]);
    expect(none.pagination).toMatchObject({ total_count: 0, next_page: null, prev_page: null });
  });

  it('combines categories with AND and filters by provider and device', async () => {
    const both = gamesPageSchema.parse(
      (
        await filter({
          device: 'desktop',
          page_size: 200,
          filter: { categories: { identifiers: ['pokies', 'new'], strategy: 'AND' } },
        })
      ).body,
    );
    expect(both.data.length).toBeGreaterThan(0);
    expect(both.data.every((g) => g.categories.includes('pokies') && g.categories.includes('new'))).toBe(true);

    const provider = both.data[0]!.provider;
    const byProvider = gamesPageSchema.parse(
      (await filter({ device: 'desktop', page_size: 200, filter: { providers: [provider] } })).body,
    );
    expect(byProvider.data.length).toBeGreaterThan(0);
    expect(byProvider.data.every((g) => g.provider === provider)).toBe(true);

    const mobile = gamesPageSchema.parse((await filter({ device: 'mobile', page_size: 200 })).body);
    expect(mobile.data.every((g) => g.devices.includes('mobile'))).toBe(true);
  });

  it('answers bad input with 422 and per-field message keys, and bad JSON with 400', async () => {
    const tooBig = await filter({ device: 'desktop', page_size: 10_000 });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error.code).toBe('VALIDATION_FAILED');
    expect(tooBig.body.errors.page_size).toEqual(['validation.too_big']);

    const wrongDevice = await filter({ device: 'toaster', page: 0 });
    expect(wrongDevice.status).toBe(422);
    expect(Object.keys(wrongDevice.body.errors).sort()).toEqual(['device', 'page']);

    const unknownField = await filter({ device: 'desktop', filter: { colour: 'red' } });
    expect(unknownField.status).toBe(422);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/games_filter',
      headers: { 'content-type': 'application/json' },
      payload: '{"device": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('BAD_REQUEST');

    const empty = await t.app.inject({ method: 'POST', url: '/api/games_filter' });
    expect(empty.statusCode).toBe(422);
  });

  it('offers filter options with counts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/games_filter/select',
      payload: { device: 'desktop', filter: { categories: { identifiers: ['live'] } } },
    });
    expect(response.statusCode).toBe(200);
    const options = gamesFilterSelectResponseSchema.parse(response.json());
    expect(options.total_count).toBeGreaterThan(0);
    expect(options.categories.find((c) => c.id === 'live')?.games_count).toBe(options.total_count);
    expect(options.providers.reduce((sum, p) => sum + p.games_count, 0)).toBe(options.total_count);
  });

  it('lists providers and every lobby category with their game counts', async () => {
    const providers = (await t.app.inject({ url: '/api/games/providers' })).json();
    expect(providers.length).toBeGreaterThanOrEqual(12);
    expect(providers[0]).toMatchObject({
      url: `/producers/${providers[0].slug}`,
      logo: expect.stringMatching(/\.svg$/),
    });

    const collections: { id: string; games_count: number; url: string }[] = (
      await t.app.inject({ url: '/api/games/collections' })
    ).json();
    for (const category of GAME_CATEGORIES) {
      expect(collections.find((c) => c.id === category)?.games_count, category).toBeGreaterThan(0);
    }
    expect(collections.find((c) => c.id === 'pokies')).toMatchObject({ url: '/pokies' });
    expect(collections.find((c) => c.id === 'table')).toMatchObject({ url: '/categories/table' });
  });

  it('returns a random game from the asked category, and 404 for an unknown one', async () => {
    const response = await t.app.inject({ url: '/api/games/random?device=mobile&category=live' });
    expect(response.statusCode).toBe(200);
    const game = gameSchema.parse(response.json());
    expect(game.categories).toContain('live');
    expect(game.devices).toContain('mobile');

    const unknown = await t.app.inject({ url: '/api/games/random?category=no-such-category' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('finds one game by provider and slug for the game page', async () => {
    const [game] = gamesPageSchema.parse((await filter({ device: 'desktop', page_size: 1 })).body).data;
    const response = await t.app.inject({ url: `/api/games/${game!.identifier}` });
    expect(response.statusCode).toBe(200);
    expect(gameSchema.parse(response.json())).toEqual(game);
    expect((await t.app.inject({ url: `/api/games/${game!.provider}/no-such-game` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/games/BAD!/x' })).statusCode).toBe(422);
  });

  it("shows a studio game's exact RTP and hit rate, and its demo as a FUN currency", async () => {
    const body = {
      device: 'desktop',
      filter: { categories: { identifiers: ['instant'], strategy: 'OR' } },
      page_size: 100,
    };
    const instant = gamesPageSchema.parse((await filter(body)).body).data;
    const dice = instant.find((game) => game.title.endsWith(' Dice'))!;
    // 99% exactly, whatever the target; the quoted choice (under 50.00) wins half the rolls.
    expect(dice).toMatchObject({ payout: '99.00', hit_rate: '50.00', unfinished_games_for: [], ways: null });
    const withDemo = instant.find((game) => game.has_demo_mode)!;
    expect(withDemo.currencies.FUN).toEqual({ id: -withDemo.id, jackpot: null });
    const withoutDemo = instant.find((game) => !game.has_demo_mode);
    if (withoutDemo) expect(withoutDemo.currencies.FUN).toBeUndefined();
    const jackpotGame = gamesPageSchema.parse(
      (await filter({ device: 'desktop', filter: { categories: { identifiers: ['jackpots'], strategy: 'OR' } } })).body,
    ).data[0]!;
    expect(jackpotGame.currencies.EUR?.jackpot).toBeGreaterThan(0);
  });

  it('reports jackpot totals per currency and provider in integer minor units', async () => {
    const jackpots: Record<string, Record<string, number>> = (
      await t.app.inject({ url: '/api/games/jackpots' })
    ).json();
    expect(Object.keys(jackpots)).toContain('EUR');
    for (const perProvider of Object.values(jackpots)) {
      for (const amount of Object.values(perProvider)) expect(Number.isSafeInteger(amount) && amount > 0).toBe(true);
    }
  });

  it('serves a generated cover for every game and 404 for unknown ones', async () => {
    const page = gamesPageSchema.parse((await filter({ device: 'desktop', page_size: 3 })).body);
    for (const game of page.data) {
      const cover = await t.app.inject({ url: game.preview });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toContain('image/svg+xml');
      expect(cover.body.startsWith('<svg')).toBe(true);
    }
    expect((await t.app.inject({ url: '/assets/games/nobody/nothing.svg' })).statusCode).toBe(404);
  });

  describe('sorting', () => {
    const gamesOf = async (body: object) =>
      gamesPageSchema.parse((await filter({ page_size: 200, ...body })).body).data;
    const stored = async (gameIds: number[]) =>
      t.database.db
        .select({ id: games.id, popularity: games.popularity, releasedAt: games.releasedAt })
        .from(games)
        .where(inArray(games.id, gameIds));

    /** One studio's whole list (under the page size), so every order can be checked end to end. */
    async function studioGames() {
      const [first] = gamesPageSchema.parse((await filter({ device: 'desktop', page_size: 1 })).body).data;
      const base = { device: 'desktop', filter: { providers: [first!.provider] } };
      const list = await gamesOf(base);
      expect(list.length).toBeGreaterThan(10);
      expect(list.length).toBeLessThan(200);
      return { base, list };
    }

    it('orders by title, A to Z and Z to A', async () => {
      const { base, list } = await studioGames();
      const az = [...list.map((game) => game.title)].sort((a, b) => a.localeCompare(b, 'en'));
      const asc = await gamesOf({ ...base, sort: { type: 'title', direction: 'ASC' } });
      const desc = await gamesOf({ ...base, sort: { type: 'title', direction: 'DESC' } });
      expect(asc.map((game) => game.title)).toEqual(az);
      expect(desc.map((game) => game.title)).toEqual([...az].reverse());
      expect(az).not.toEqual(list.map((game) => game.title));
    });

    it('orders by release date, oldest or newest first', async () => {
      const { base, list } = await studioGames();
      const rows = await stored(list.map((game) => game.id));
      const asc = await gamesOf({ ...base, sort: { type: 'release', direction: 'ASC' } });
      const desc = await gamesOf({ ...base, sort: { type: 'release', direction: 'DESC' } });
      // Games released the same moment stay in catalogue id order either way.
      const at = (row: (typeof rows)[number]) => row.releasedAt.getTime();
      const oldestFirst = [...rows].sort((a, b) => at(a) - at(b) || a.id - b.id);
      const newestFirst = [...rows].sort((a, b) => at(b) - at(a) || a.id - b.id);
      expect(asc.map((game) => game.id)).toEqual(oldestFirst.map((row) => row.id));
      expect(desc.map((game) => game.id)).toEqual(newestFirst.map((row) => row.id));
    });

    it('orders by popularity by default, most played first, and the other way round on request', async () => {
      const { base, list } = await studioGames();
      const rows = await stored(list.map((game) => game.id));
      const mostPlayed = [...rows].sort((a, b) => b.popularity - a.popularity || a.id - b.id).map((row) => row.id);
      expect(list.map((game) => game.id)).toEqual(mostPlayed);
      const asc = await gamesOf({ ...base, sort: { type: 'popularity', direction: 'ASC' } });
      expect(asc.map((game) => game.id)).toEqual([...mostPlayed].reverse());
    });

    it("keeps the operator's curated order in a single category, and popularity across several", async () => {
      const [category] = await t.database.db.select().from(categories).where(eq(categories.slug, 'exclusive'));
      const links = await t.database.db
        .select()
        .from(gameCategories)
        .where(eq(gameCategories.categoryId, category!.id));
      expect(links.length).toBeGreaterThan(5);
      // The operator's order: a shuffle of the seeded one (which follows popularity), so the two orders differ.
      const curated = [...links].sort((a, b) => ((a.gameId * 7919) % 997) - ((b.gameId * 7919) % 997));
      const setPositions = async (order: typeof links) => {
        for (const [position, link] of order.entries()) {
          await t.database.db
            .update(gameCategories)
            .set({ position })
            .where(and(eq(gameCategories.gameId, link.gameId), eq(gameCategories.categoryId, link.categoryId)));
        }
        await t.app.games.reload();
      };
      await setPositions(curated);
      try {
        const single = await gamesOf({ device: 'desktop', filter: { categories: { identifiers: ['exclusive'] } } });
        const desktopIds = new Set(single.map((game) => game.id));
        expect(single.map((game) => game.id)).toEqual(
          curated.map((link) => link.gameId).filter((id) => desktopIds.has(id)),
        );

        const several = await gamesOf({
          device: 'desktop',
          filter: { categories: { identifiers: ['exclusive', 'jackpots'], strategy: 'OR' } },
        });
        const rows = await stored(several.map((game) => game.id));
        const mostPlayed = [...rows].sort((a, b) => b.popularity - a.popularity || a.id - b.id).map((row) => row.id);
        expect(several.map((game) => game.id)).toEqual(mostPlayed);
      } finally {
        await setPositions([...links].sort((a, b) => a.position - b.position));
      }
    });
  });
});
