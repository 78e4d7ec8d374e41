import { FAVORITE_GAMES_MAX, type Game } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteGames, gameCurrencies } from '../../db/schema';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

const V1 = { 'accept-client': 'application/vnd.s.v1+json' };
const V2 = { 'accept-client': 'application/vnd.s.v2+json' };

describe.each(DATABASE_KINDS)('favourite games on %s', (kind) => {
  let t: TestApp;
  let catalogue: Game[];
  beforeAll(async () => {
    t = await createTestApp(kind, { COUNTRY_HEADER: 'cf-ipcountry' });
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/games_filter',
      payload: { device: 'desktop', page: 1, page_size: 10 },
    });
    catalogue = page.json().data;
  });
  afterAll(async () => t?.close());

  const idOf = (game: Game, currency = 'EUR') => game.currencies[currency]?.id ?? Object.values(game.currencies)[0]!.id;
  const list = (cookie: string, headers: Record<string, string> = V1) =>
    t.app.inject({ url: '/api/player/favorite_games', headers: { cookie, ...headers } });
  const put = (cookie: string, id: number | string) =>
    t.app.inject({ method: 'PUT', url: `/api/player/favorite_games/${id}`, headers: { cookie } });
  const remove = (cookie: string, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/player/favorite_games/${id}`, headers: { cookie } });

  it('adds favourites and lists them oldest first, as ids (v1) and as whole games (v2)', async () => {
    const { cookie } = await registerPlayer(t.app);
    const [first, second] = [catalogue[3]!, catalogue[1]!];
    expect((await put(cookie, idOf(first))).statusCode).toBe(204);
    expect((await put(cookie, idOf(second))).statusCode).toBe(204);

    expect((await list(cookie)).json()).toEqual([idOf(first), idOf(second)]);
    const whole = await list(cookie, V2);
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toEqual([first, second]);
    expect(whole.headers.vary).toContain('accept-client');
  });

  it('honours Accept as well, and answers ids without either vnd type', async () => {
    const { cookie } = await registerPlayer(t.app);
    const game = catalogue[0]!;
    await put(cookie, idOf(game));
    expect((await list(cookie, { accept: 'application/vnd.s.v2+json' })).json()).toEqual([game]);
    expect((await list(cookie, { accept: 'application/vnd.s.v1+json' })).json()).toEqual([idOf(game)]);
    expect((await list(cookie, {})).json()).toEqual([idOf(game)]);
  });

  it('treats a repeated add as a no-op, also when the adds race', async () => {
    const { cookie } = await registerPlayer(t.app);
    const id = idOf(catalogue[2]!);
    const answers = await Promise.all(Array.from({ length: 5 }, () => put(cookie, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect((await put(cookie, id)).statusCode).toBe(204);
    expect((await list(cookie)).json()).toEqual([id]);
  });

  it('lists a game hearted in two currencies once among whole games', async () => {
    const { cookie } = await registerPlayer(t.app);
    const game = catalogue.find((g) => Object.keys(g.currencies).length > 1)!;
    const [a, b] = Object.values(game.currencies);
    await put(cookie, a!.id);
    await put(cookie, b!.id);
    expect((await list(cookie)).json()).toEqual([a!.id, b!.id]);
    expect((await list(cookie, V2)).json()).toEqual([game]);
  });

  it('removes favourites, and removing one that is not there is fine', async () => {
    const { cookie } = await registerPlayer(t.app);
    const [kept, dropped] = [idOf(catalogue[0]!), idOf(catalogue[1]!)];
    await put(cookie, kept);
    await put(cookie, dropped);
    expect((await remove(cookie, dropped)).statusCode).toBe(204);
    expect((await remove(cookie, dropped)).statusCode).toBe(204);
    expect((await remove(cookie, 2_000_000_000)).statusCode).toBe(204);
    expect((await list(cookie)).json()).toEqual([kept]);
  });

  it('keeps each player to their own favourites', async () => {
    const [alice, bob] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    await put(alice.cookie, idOf(catalogue[0]!));
    expect((await list(bob.cookie)).json()).toEqual([]);
    expect((await list(bob.cookie, V2)).json()).toEqual([]);
  });

  it('answers 404 for an id that is no game, and 422 for ids that cannot be one', async () => {
    const { cookie } = await registerPlayer(t.app);
    const missing = await put(cookie, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    for (const bad of ['abc', '0', '-4', '1.5', '99999999999999999999']) {
      expect((await put(cookie, bad)).statusCode, bad).toBe(422);
      expect((await remove(cookie, bad)).statusCode, bad).toBe(422);
    }
    expect((await list(cookie)).json()).toEqual([]);
  });

  it(`refuses a new favourite beyond ${FAVORITE_GAMES_MAX}, while a repeated one stays a no-op`, async () => {
    const player = await registerPlayer(t.app);
    const ids = (await t.database.db.select({ id: gameCurrencies.id }).from(gameCurrencies)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(FAVORITE_GAMES_MAX);
    const full = ids.slice(0, FAVORITE_GAMES_MAX);
    await t.database.db.insert(favoriteGames).values(full.map((gameId) => ({ userId: player.id, gameId })));

    const over = await put(player.cookie, ids[FAVORITE_GAMES_MAX]!);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect((await put(player.cookie, full[0]!)).statusCode).toBe(204);
  });

  it("leaves out of whole games those the visitor's country may not be offered, keeping their ids", async () => {
    const { cookie } = await registerPlayer(t.app);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/games_filter',
      headers: { 'cf-ipcountry': 'MT' },
      payload: { device: 'desktop', filter: { categories: { identifiers: ['jackpots'], strategy: 'OR' } } },
    });
    // The demo catalogue's jackpot games may not be offered in Germany.
    const jackpotGame = page.json().data[0] as Game;
    await put(cookie, idOf(jackpotGame));
    expect((await list(cookie, { ...V2, 'cf-ipcountry': 'MT' })).json()).toEqual([jackpotGame]);
    expect((await list(cookie, { ...V2, 'cf-ipcountry': 'DE' })).json()).toEqual([]);
    expect((await list(cookie, { ...V1, 'cf-ipcountry': 'DE' })).json()).toEqual([idOf(jackpotGame)]);
  });

  it('asks guests to sign in', async () => {
    const id = idOf(catalogue[0]!);
    expect((await t.app.inject({ url: '/api/player/favorite_games', headers: V1 })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/player/favorite_games/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/player/favorite_games/${id}` })).statusCode).toBe(401);
  });
});
