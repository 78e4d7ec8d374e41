import { ENABLED_CURRENCIES, GAME_CATEGORIES } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  bonusCampaigns,
  categories,
  countries,
  cryptoExchangeRates,
  currencies,
  feConfigs,
  gameCategories,
  gameCurrencies,
  games,
  locales,
  providerJackpots,
  providers,
  siteSettings,
  statuses,
} from '../schema';
import { buildCatalog as buildDemoCatalog } from './catalog/build-catalog';
import { buildReferenceData } from './catalog/build-reference';
import { CATEGORY_TITLES } from './category-titles';
import {
  DEFAULT_AUTH_PROVIDERS,
  DEFAULT_FE_CONFIGS,
  DEFAULT_PLAYER_FIELDS,
  DEFAULT_PROJECT,
  DEMO_CRYPTO_RATES,
} from './default-documents';
import { DEMO_BONUS_CAMPAIGNS } from './demo-bonus-campaigns';
import { demoJackpotAmounts } from './demo-jackpots';

/** Bump when the demo data changes shape, so existing databases receive the additions once. */
export const SEED_VERSION = 'demo-2026-11-29';
const SEED_VERSION_KEY = 'seed_version';

/**
 * Idempotent: every insert skips rows that already exist, so a re-run adds only what is missing and never
 * overwrites what an operator has changed. A stored version lets ordinary restarts skip the work entirely.
 */
export async function seedDatabase(db: Database): Promise<{ skipped: boolean }> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, SEED_VERSION_KEY));
  if (marker?.value === SEED_VERSION) return { skipped: true };

  const reference = buildReferenceData();
  const catalog = buildDemoCatalog();

  await db.transaction(async (tx) => {
    await tx.insert(currencies).values(reference.currencies).onConflictDoNothing();
    await tx.insert(countries).values(reference.countries).onConflictDoNothing();
    await tx.insert(locales).values(reference.locales).onConflictDoNothing();
    await tx.insert(statuses).values(reference.statuses).onConflictDoNothing();

    await tx
      .insert(categories)
      .values(GAME_CATEGORIES.map((slug, position) => ({ slug, title: CATEGORY_TITLES[slug], position })))
      .onConflictDoNothing();
    await tx.insert(providers).values(catalog.providers).onConflictDoNothing();

    const providerIds = new Map((await tx.select().from(providers)).map((p) => [p.slug, p.id]));
    const categoryIds = new Map((await tx.select().from(categories)).map((c) => [c.slug, c.id]));
    const gameRows = catalog.games.flatMap((game) => {
      const providerId = providerIds.get(game.providerSlug);
      if (providerId === undefined) return [];
      return [
        {
          providerId,
          slug: game.slug,
          title: game.title,
          seoTitle: game.seoTitle,
          hasDemoMode: game.hasDemoMode,
          devices: game.devices,
          volatility: game.volatility,
          payoutBasisPoints: game.payoutBasisPoints,
          lines: game.lines,
          studioFamily: game.studio?.family ?? null,
          studioParams: game.studio?.params ?? null,
          badges: game.badges,
          popularity: game.popularity,
          releasedAt: game.releasedAt,
          restrictedCountries: game.restrictedCountries,
        },
      ];
    });
    // A game seeded before the studio existed receives its family once; one the operator has set keeps theirs.
    await tx
      .insert(games)
      .values(gameRows)
      .onConflictDoUpdate({
        target: [games.providerId, games.slug],
        set: { studioFamily: sql`excluded.studio_family`, studioParams: sql`excluded.studio_params` },
        setWhere: sql`${games.studioFamily} is null and excluded.studio_family is not null`,
      });

    const gameIds = new Map(
      (await tx.select({ id: games.id, providerId: games.providerId, slug: games.slug }).from(games)).map((g) => [
        `${g.providerId}/${g.slug}`,
        g.id,
      ]),
    );
    const idOf = (game: (typeof catalog.games)[number]) =>
      gameIds.get(`${providerIds.get(game.providerSlug)}/${game.slug}`);

    // Curated order inside each category: most popular first.
    const byPopularity = [...catalog.games].sort((a, b) => b.popularity - a.popularity);
    const categoryLinks = GAME_CATEGORIES.flatMap((slug) =>
      byPopularity
        .filter((game) => game.categories.includes(slug))
        .flatMap((game, position) => {
          const gameId = idOf(game);
          const categoryId = categoryIds.get(slug);
          return gameId && categoryId ? [{ gameId, categoryId, position }] : [];
        }),
    );
    await tx.insert(gameCategories).values(categoryLinks).onConflictDoNothing();

    const currencyLinks = catalog.games.flatMap((game) => {
      const gameId = idOf(game);
      return gameId ? game.currencies.map((currencyCode) => ({ gameId, currencyCode })) : [];
    });
    await tx.insert(gameCurrencies).values(currencyLinks).onConflictDoNothing();

    const jackpotProviders = new Set(
      catalog.games.filter((g) => g.categories.includes('jackpots')).map((g) => g.providerSlug),
    );
    const jackpotRows = [...jackpotProviders].flatMap((slug, index) => {
      const providerId = providerIds.get(slug);
      if (providerId === undefined) return [];
      return demoJackpotAmounts(index, reference.currencies, ENABLED_CURRENCIES).map(({ code, amountCents }) => ({
        providerId,
        currencyCode: code,
        amountCents,
      }));
    });
    if (jackpotRows.length) await tx.insert(providerJackpots).values(jackpotRows).onConflictDoNothing();

    await tx
      .insert(cryptoExchangeRates)
      .values(DEMO_CRYPTO_RATES.map((r) => ({ fromCurrency: r.from, toCurrency: r.to, exchangeRate: r.rate, fee: 0 })))
      .onConflictDoNothing();
    await tx
      .insert(feConfigs)
      .values(Object.entries(DEFAULT_FE_CONFIGS).map(([name, value]) => ({ name, value })))
      .onConflictDoNothing();
    await tx
      .insert(siteSettings)
      .values([
        { key: 'project', value: DEFAULT_PROJECT },
        { key: 'player_fields', value: DEFAULT_PLAYER_FIELDS },
        { key: 'auth_providers', value: DEFAULT_AUTH_PROVIDERS },
      ])
      .onConflictDoNothing();
    await tx.insert(bonusCampaigns).values(DEMO_BONUS_CAMPAIGNS).onConflictDoNothing();
    await tx
      .insert(siteSettings)
      .values({ key: SEED_VERSION_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: SEED_VERSION } });
  });
  return { skipped: false };
}
