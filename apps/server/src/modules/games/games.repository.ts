import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { categories, gameCategories, gameCurrencies, games, providerJackpots, providers } from '../../db/schema';

export type CatalogRows = Awaited<ReturnType<typeof loadCatalogRows>>;

/** The whole active catalogue in four queries; the service keeps it in memory as a read model. */
export async function loadCatalogRows(db: Queryable) {
  const [providerRows, categoryRows, gameRows, categoryLinks, currencyLinks, jackpotRows] = await Promise.all([
    db.select().from(providers).orderBy(asc(providers.position), asc(providers.name)),
    db.select().from(categories).orderBy(asc(categories.position)),
    db
      .select({
        id: games.id,
        providerId: games.providerId,
        slug: games.slug,
        title: games.title,
        seoTitle: games.seoTitle,
        hasDemoMode: games.hasDemoMode,
        devices: games.devices,
        volatility: games.volatility,
        payoutBasisPoints: games.payoutBasisPoints,
        lines: games.lines,
        ways: games.ways,
        studioFamily: games.studioFamily,
        studioParams: games.studioParams,
        badges: games.badges,
        popularity: games.popularity,
        releasedAt: games.releasedAt,
        restrictedCountries: games.restrictedCountries,
      })
      .from(games)
      .where(eq(games.active, true)),
    db
      .select({
        gameId: gameCategories.gameId,
        categoryId: gameCategories.categoryId,
        position: gameCategories.position,
      })
      .from(gameCategories)
      .orderBy(asc(gameCategories.position)),
    db.select().from(gameCurrencies).orderBy(asc(gameCurrencies.currencyCode)),
    db
      .select({
        providerId: providerJackpots.providerId,
        currency: providerJackpots.currencyCode,
        amountCents: providerJackpots.amountCents,
      })
      .from(providerJackpots),
  ]);
  return { providerRows, categoryRows, gameRows, categoryLinks, currencyLinks, jackpotRows };
}

/** A game the catalogue had and the operator withdrew (its row kept, `active` off), by provider and game slug. */
export async function isWithdrawnGame(db: Queryable, provider: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(providers.slug, provider), eq(games.slug, slug), eq(games.active, false)))
    .limit(1);
  return row !== undefined;
}

/**
 * Cheap fingerprint of the catalogue, so processes notice an operator's change without reloading every time.
 * Country restrictions are part of it: a studio losing a licence must disappear everywhere within one check.
 */
export async function catalogVersion(db: Queryable): Promise<string> {
  const [row] = await db
    .select({
      games: count(),
      updated: max(games.updatedAt),
      links: sql<number>`(select count(*) from game_categories)`,
      restrictions: sql<string>`(select md5(coalesce(string_agg(r, ';' order by r), '')) from (
        select 'p' || id || ':' || array_to_string(restricted_countries, ',') as r from providers
          where cardinality(restricted_countries) > 0
        union all
        select 'g' || id || ':' || array_to_string(restricted_countries, ',') from games
          where cardinality(restricted_countries) > 0
      ) as restricted)`,
    })
    .from(games);
  return `${row?.games ?? 0}:${row?.updated?.toISOString() ?? ''}:${row?.links ?? 0}:${row?.restrictions ?? ''}`;
}

export async function loadJackpotRows(db: Queryable) {
  return db
    .select({
      currency: providerJackpots.currencyCode,
      provider: providers.slug,
      amountCents: providerJackpots.amountCents,
    })
    .from(providerJackpots)
    .innerJoin(providers, eq(providers.id, providerJackpots.providerId))
    .orderBy(asc(providerJackpots.currencyCode), asc(providers.slug));
}
