import { randomInt } from 'node:crypto';
import type {
  Collection,
  Game,
  GameDevice,
  GameJackpots,
  GamesFilter,
  GamesFilterSelectResponse,
  GamesPage,
  Provider,
} from '@casino/contracts';
import { paginate } from '@casino/contracts';
import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { PrecompressedJson } from '../../lib/precompressed-json';
import { precompressJson } from '../../lib/precompressed-json';
import type { GameQuery } from './filter-games';
import { filterGames } from './filter-games';
import type { CatalogLists, GameCatalog, StudioFacts, StudioGame } from './game-catalog';
import { buildCatalog } from './game-catalog';
import { catalogVersion, isWithdrawnGame, loadCatalogRows, loadJackpotRows } from './games.repository';

export type GamesPageQuery = GameQuery & { page: number; page_size: number };

export type GamesService = ReturnType<typeof createGamesService>;

type Deps = {
  db: Database;
  /** The exact RTP and hit rate of the studio's own games, from their family's maths (the studio module's). */
  studioFacts?: StudioFacts;
  /** Injectable for tests; defaults to the crypto RNG so a random pick cannot be predicted. */
  randomIndex?: (size: number) => number;
};

/**
 * The catalogue is read far more often than it changes, so it is served from an in-memory read model built from
 * PostgreSQL. Serialised pages are cached by request; both are dropped whenever the stored catalogue changes.
 */
export function createGamesService({ db, studioFacts, randomIndex = (size) => randomInt(size) }: Deps) {
  let catalog: GameCatalog = buildCatalog({
    providerRows: [],
    categoryRows: [],
    gameRows: [],
    categoryLinks: [],
    currencyLinks: [],
    jackpotRows: [],
  });
  let version = '';
  const pageCache = new LRUCache<string, PrecompressedJson>({ max: 1_000 });

  async function reload(): Promise<void> {
    const [rows, nextVersion] = await Promise.all([loadCatalogRows(db), catalogVersion(db)]);
    catalog = buildCatalog(rows, studioFacts);
    version = nextVersion;
    pageCache.clear();
  }

  async function reloadIfChanged(): Promise<boolean> {
    if ((await catalogVersion(db)) === version) return false;
    await reload();
    return true;
  }

  /**
   * The country filtering needs: the visitor's, when some game is restricted there. Everyone else shares one view,
   * so the page cache does not split by country for nothing.
   */
  function regionOf(country: string): string | undefined {
    return catalog.restrictedCountries.has(country) ? country : undefined;
  }

  /** The provider and category lists for the visitor's country; every provider when no country is given. */
  function listsFor(country?: string): CatalogLists {
    const region = country === undefined ? undefined : regionOf(country);
    return (region === undefined ? undefined : catalog.listsByRegion.get(region)) ?? catalog.lists;
  }

  function findPage(query: GamesPageQuery, country: string): GamesPage {
    const matches = filterGames(catalog.games, { ...query, country: regionOf(country) });
    const start = (query.page - 1) * query.page_size;
    return {
      data: matches.slice(start, start + query.page_size).map((entry) => entry.game),
      pagination: paginate(query.page, query.page_size, matches.length),
    };
  }

  /** The same page as findPage, serialised and compressed once; identical requests share the cached bytes. */
  function findPageJson(query: GamesPageQuery, country: string): PrecompressedJson {
    const key = `${regionOf(country) ?? ''}|${JSON.stringify(query)}`;
    const cached = pageCache.get(key);
    if (cached !== undefined) return cached;
    const body = precompressJson(findPage(query, country));
    pageCache.set(key, body);
    return body;
  }

  function selectOptions(device: GameDevice, filter: GamesFilter, country: string): GamesFilterSelectResponse {
    const sort = { type: 'popularity', direction: 'DESC' } as const;
    const matches = filterGames(catalog.games, { device, filter, sort, country: regionOf(country) });
    const providers = new Map<string, number>();
    const categories = new Map<string, number>();
    for (const { game } of matches) {
      providers.set(game.provider, (providers.get(game.provider) ?? 0) + 1);
      for (const slug of game.categories) categories.set(slug, (categories.get(slug) ?? 0) + 1);
    }
    const facets = (counts: Map<string, number>, titles: ReadonlyMap<string, string>) =>
      [...titles]
        .filter(([id]) => counts.has(id))
        .map(([id, title]) => ({ id, title, games_count: counts.get(id) ?? 0 }));
    return {
      providers: facets(providers, catalog.providerTitles),
      categories: facets(categories, catalog.categoryTitles),
      total_count: matches.length,
    };
  }

  function randomGame(query: { device: GameDevice; category?: string; currency?: string }, country: string): Game {
    const filter: GamesFilter = {
      ...(query.category ? { categories: { identifiers: [query.category], strategy: 'OR' } } : {}),
      ...(query.currency ? { currencies: [query.currency] } : {}),
    };
    const sort = { type: 'popularity', direction: 'DESC' } as const;
    const candidates = filterGames(catalog.games, { device: query.device, filter, sort, country: regionOf(country) });
    const picked = candidates[randomIndex(candidates.length || 1)];
    if (!picked) throw notFound('Game');
    return picked.game;
  }

  async function jackpots(): Promise<GameJackpots> {
    const result: GameJackpots = {};
    for (const row of await loadJackpotRows(db)) (result[row.currency] ??= {})[row.provider] = row.amountCents;
    return result;
  }

  function findGame(provider: string, slug: string): Game | undefined {
    return catalog.gamesByIdentifier.get(`${provider}/${slug}`)?.game;
  }

  /**
   * The game a per-currency id (`currencies[X].id`) belongs to. With a country: undefined where the game may not be
   * offered, as the lists leave it out there.
   */
  function gameByCurrencyId(id: number, country?: string): Game | undefined {
    const entry = catalog.gamesByCurrencyId.get(id);
    if (!entry || (country !== undefined && entry.restrictedIn.has(country))) return undefined;
    return entry.game;
  }

  /** A studio game's family and recorded params, or undefined for another studio's game (or no such game). */
  function studioGame(
    identifier: string,
  ): { game: Game; studio: StudioGame | null; restrictedIn: ReadonlySet<string> } | undefined {
    const entry = catalog.gamesByIdentifier.get(identifier);
    return entry && { game: entry.game, studio: entry.studio, restrictedIn: entry.restrictedIn };
  }

  /** The providers some of whose games the studio runs: the studio's wallet integration serves them. */
  function studioProviders(): string[] {
    return [...new Set(catalog.games.filter((entry) => entry.studio).map((entry) => entry.game.provider))].sort();
  }

  /** The game page's game: 451 where it may not be offered, a licence matter rather than a missing page. */
  function playableGame(provider: string, slug: string, country: string): Game {
    const entry = catalog.gamesByIdentifier.get(`${provider}/${slug}`);
    if (!entry) throw notFound('Game');
    if (entry.restrictedIn.has(country)) {
      throw new AppError('GAME_RESTRICTED_IN_REGION', 'This game is not available in your region');
    }
    return entry.game;
  }

  return {
    reload,
    reloadIfChanged,
    findPageJson,
    selectOptions,
    randomGame,
    jackpots,
    findGame,
    gameByCurrencyId,
    playableGame,
    studioGame,
    studioProviders,
    /**
     * A game the operator withdrew from the catalogue (read from the database, in `within` when a transaction is
     * open: the catalogue holds none).
     */
    isWithdrawn: (identifier: string, within: Queryable = db): Promise<boolean> => {
      const [provider = '', slug = ''] = identifier.split('/');
      return isWithdrawnGame(within, provider, slug);
    },
    providers: (country?: string): Provider[] => listsFor(country).providers,
    collections: (country?: string): Collection[] => listsFor(country).collections,
  };
}
