import {
  categoryPath,
  DEMO_CURRENCY,
  type Collection,
  type Game,
  type GameDevice,
  type Provider,
} from '@casino/contracts';
import type { CatalogRows } from './games.repository';

/** An immutable in-memory view of the catalogue, rebuilt whenever the stored catalogue changes. */
export type GameCatalog = {
  games: CatalogGame[];
  gamesByIdentifier: ReadonlyMap<string, CatalogGame>;
  /** Each per-currency game id (`currencies[X].id`, a `game_currencies` row) to its game: favourites use these. */
  gamesByCurrencyId: ReadonlyMap<number, CatalogGame>;
  /** Every country some game is restricted in: visitors from anywhere else share one filtered view and cache. */
  restrictedCountries: ReadonlySet<string>;
  /** The provider and category lists for visitors from a country no game is restricted in. */
  lists: CatalogLists;
  /** The lists for each restricted country, built once: lower counts, and no provider restricted there. */
  listsByRegion: ReadonlyMap<string, CatalogLists>;
  providerTitles: ReadonlyMap<string, string>;
  categoryTitles: ReadonlyMap<string, string>;
};

/** Providers and categories with their games counts, as visitors from one region see them. */
export type CatalogLists = {
  providers: Provider[];
  collections: Collection[];
};

/** A game the in-house studio runs: its family and the parameters recorded in the catalogue. */
export type StudioGame = { family: string; params: Record<string, unknown> };

/**
 * The exact theoretical RTP and hit rate (percentages, 2 decimals, rounded down) of a studio game, from its family's
 * maths; null when the family is not one the studio runs yet.
 */
export type StudioFacts = (game: StudioGame) => { payout: string; hitRate: string } | null;

/** The public game plus what filtering and sorting need, precomputed once. */
export type CatalogGame = {
  game: Game;
  studio: StudioGame | null;
  searchTitle: string;
  categorySet: ReadonlySet<string>;
  /** Position of the game inside each of its categories (curated order). */
  categoryPositions: ReadonlyMap<string, number>;
  popularity: number;
  releasedAtMs: number;
  /** Countries where the game may not be offered: its own restrictions and its provider's. */
  restrictedIn: ReadonlySet<string>;
};

const NOWHERE: ReadonlySet<string> = new Set();

export function gamePreviewUrl(provider: string, slug: string): string {
  return `/assets/games/${provider}/${slug}.svg`;
}

export function providerLogoUrl(slug: string): string {
  return `/assets/providers/${slug}.svg`;
}

/** Lower-case and strip accents, so "pharaon" finds "Pharaôn". */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function formatPayout(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2);
}

/**
 * Other studios publish no hit rate in their game data, so it is estimated from the volatility they do publish:
 * typical hit frequencies of games of that volatility. The studio's own games show their exact hit rate instead.
 */
const HIT_RATE_BY_VOLATILITY: Readonly<Record<Game['volatility_rating'], string>> = {
  low: '42.00',
  medium: '30.00',
  high: '22.00',
  'very-high': '15.00',
};

export function buildCatalog(rows: CatalogRows, studioFacts?: StudioFacts): GameCatalog {
  const providerById = new Map(rows.providerRows.map((p) => [p.id, p]));
  const categoryById = new Map(rows.categoryRows.map((c) => [c.id, c]));

  const categoriesByGame = new Map<number, { slug: string; position: number }[]>();
  for (const link of rows.categoryLinks) {
    const category = categoryById.get(link.categoryId);
    if (!category) continue;
    const list = categoriesByGame.get(link.gameId) ?? [];
    list.push({ slug: category.slug, position: link.position });
    categoriesByGame.set(link.gameId, list);
  }
  const jackpots = new Map(rows.jackpotRows.map((row) => [`${row.providerId}:${row.currency}`, row.amountCents]));
  const jackpotGames = new Set(
    rows.categoryLinks
      .filter((link) => categoryById.get(link.categoryId)?.slug === 'jackpots')
      .map((link) => link.gameId),
  );
  const providerOfGame = new Map(rows.gameRows.map((row) => [row.id, row.providerId]));
  const currenciesByGame = new Map<number, Game['currencies']>();
  for (const link of rows.currencyLinks) {
    const map = currenciesByGame.get(link.gameId) ?? {};
    const jackpot = jackpotGames.has(link.gameId)
      ? jackpots.get(`${providerOfGame.get(link.gameId)}:${link.currencyCode}`)
      : undefined;
    map[link.currencyCode] = { id: link.id, jackpot: jackpot ?? null };
    currenciesByGame.set(link.gameId, map);
  }

  const catalogGames: CatalogGame[] = [];
  for (const row of rows.gameRows) {
    const provider = providerById.get(row.providerId);
    if (!provider) continue;
    const gameCategories = categoriesByGame.get(row.id) ?? [];
    const studio = row.studioFamily ? { family: row.studioFamily, params: row.studioParams ?? {} } : null;
    const facts = studio && studioFacts ? studioFacts(studio) : null;
    const currencies = { ...currenciesByGame.get(row.id) };
    // Demo play is play money (FUN), kept out of the ledger. Its id is the negated game id: stable, and never one of
    // the per-currency ids (positive) that favourites are kept by.
    if (row.hasDemoMode) currencies[DEMO_CURRENCY] = { id: -row.id, jackpot: null };
    const game: Game = {
      id: row.id,
      identifier: `${provider.slug}/${row.slug}`,
      title: row.title,
      slug: row.slug,
      seo_title: row.seoTitle,
      provider: provider.slug,
      preview: gamePreviewUrl(provider.slug, row.slug),
      categories: gameCategories.map((c) => c.slug),
      badges: row.badges as Game['badges'],
      has_demo_mode: row.hasDemoMode,
      devices: row.devices as GameDevice[],
      currencies,
      volatility_rating: row.volatility,
      payout: facts?.payout ?? formatPayout(row.payoutBasisPoints),
      hit_rate: facts?.hitRate ?? HIT_RATE_BY_VOLATILITY[row.volatility],
      lines: row.lines,
      ways: row.ways,
      unfinished_games_for: [],
    };
    catalogGames.push({
      game,
      studio,
      searchTitle: normaliseSearchText(row.title),
      categorySet: new Set(game.categories),
      categoryPositions: new Map(gameCategories.map((c) => [c.slug, c.position])),
      popularity: row.popularity,
      releasedAtMs: row.releasedAt.getTime(),
      restrictedIn: restrictedIn(provider.restrictedCountries, row.restrictedCountries),
    });
  }
  catalogGames.sort((a, b) => b.popularity - a.popularity || a.game.id - b.game.id);

  const restrictedCountries = new Set(catalogGames.flatMap((entry) => [...entry.restrictedIn]));

  return {
    games: catalogGames,
    gamesByIdentifier: new Map(catalogGames.map((entry) => [entry.game.identifier, entry])),
    gamesByCurrencyId: new Map(
      catalogGames.flatMap((entry) =>
        Object.values(entry.game.currencies)
          .filter(({ id }) => id > 0)
          .map(({ id }) => [id, entry] as const),
      ),
    ),
    restrictedCountries,
    lists: buildLists(rows, catalogGames),
    listsByRegion: new Map([...restrictedCountries].map((region) => [region, buildLists(rows, catalogGames, region)])),
    providerTitles: new Map(rows.providerRows.map((p) => [p.slug, p.name])),
    categoryTitles: new Map(rows.categoryRows.map((c) => [c.slug, c.title])),
  };
}

/** Without a region: every provider and game. With one: what may be offered there. */
function buildLists(
  { providerRows, categoryRows }: CatalogRows,
  catalogGames: readonly CatalogGame[],
  region?: string,
): CatalogLists {
  const offered = region ? catalogGames.filter((entry) => !entry.restrictedIn.has(region)) : catalogGames;
  const gamesPerProvider = countBy(offered, (g) => [g.game.provider]);
  const gamesPerCategory = countBy(offered, (g) => g.game.categories);
  const offeredProviders = region
    ? providerRows.filter((p) => !p.restrictedCountries.some((code) => code.toUpperCase() === region))
    : providerRows;
  return {
    providers: offeredProviders.map((p) => ({
      id: p.slug,
      name: p.name,
      title: p.name,
      slug: p.slug,
      url: `/producers/${p.slug}`,
      logo: providerLogoUrl(p.slug),
      games_count: gamesPerProvider.get(p.slug) ?? 0,
    })),
    collections: categoryRows.map((c) => ({
      id: c.slug,
      title: c.title,
      slug: c.slug,
      url: categoryPath(c.slug),
      games_count: gamesPerCategory.get(c.slug) ?? 0,
    })),
  };
}

function restrictedIn(providerCountries: readonly string[], gameCountries: readonly string[]): ReadonlySet<string> {
  // Most games are restricted nowhere; they share one empty set rather than holding hundreds of their own.
  if (providerCountries.length === 0 && gameCountries.length === 0) return NOWHERE;
  return new Set([...providerCountries, ...gameCountries].map((code) => code.toUpperCase()));
}

function countBy<T>(items: readonly T[], keysOf: (item: T) => readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const key of keysOf(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
