import type { GameCategory } from '@casino/contracts';
import { ENABLED_CURRENCIES, GAME_CATEGORIES, GAME_PAGE_SIZE_DEFAULT } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CATALOG_REFERENCE_TIME_MS } from './build-catalog';
import { slugify } from './game-titles';
import { containsRealStudioName, containsRealTitleFragment } from './real-names-denylist';

const DAY_MS = 86_400_000;
const catalog = buildCatalog();
const inCategory = (category: GameCategory) => catalog.games.filter((game) => game.categories.includes(category));

describe('buildCatalog', () => {
  it('yields identical data on every call', () => {
    expect(buildCatalog()).toEqual(catalog);
  });

  it('fills the lobby: enough studios, games, and a non-empty shelf for every category', () => {
    expect(catalog.providers.length).toBeGreaterThanOrEqual(16);
    expect(catalog.games.length).toBeGreaterThanOrEqual(360);
    for (const category of GAME_CATEGORIES) expect(inCategory(category).length, category).toBeGreaterThan(0);
    // Several pages of the default page size, so pagination and "load more" have something to do.
    expect(inCategory('pokies').length).toBeGreaterThanOrEqual(5 * GAME_PAGE_SIZE_DEFAULT);
    expect(inCategory('live').length).toBeGreaterThanOrEqual(20);
  });

  it('gives every game a known provider and unique slugs and titles', () => {
    const providerSlugs = new Set(catalog.providers.map((provider) => provider.slug));
    expect(providerSlugs.size).toBe(catalog.providers.length);
    for (const game of catalog.games) expect(providerSlugs.has(game.providerSlug), game.providerSlug).toBe(true);

    const identifiers = catalog.games.map((game) => `${game.providerSlug}/${game.slug}`);
    expect(new Set(identifiers).size).toBe(catalog.games.length);
    const titles = catalog.games.map((game) => game.title.toLowerCase());
    expect(new Set(titles).size).toBe(catalog.games.length);
    for (const game of catalog.games) {
      expect(game.slug).toMatch(/^[a-z0-9-]{1,64}$/);
      expect(game.slug).toBe(slugify(game.title));
    }
  });

  it('uses no real studio names or famous real titles', () => {
    for (const provider of catalog.providers) expect(containsRealStudioName(provider.name), provider.name).toBe(false);
    for (const game of catalog.games) {
      expect(containsRealStudioName(game.title), game.title).toBe(false);
      expect(containsRealTitleFragment(game.title), game.title).toBe(false);
    }
    expect(containsRealStudioName('Pragmatic Play')).toBe(true);
    expect(containsRealTitleFragment('Book of Dead')).toBe(true);
  });

  it('dates new games within 60 days before the reference date and prerelease games after it', () => {
    for (const game of inCategory('new')) {
      const age = CATALOG_REFERENCE_TIME_MS - game.releasedAt.getTime();
      expect(age).toBeGreaterThan(-DAY_MS);
      expect(age).toBeLessThanOrEqual(60 * DAY_MS);
    }
    for (const game of inCategory('prerelease')) {
      expect(game.releasedAt.getTime()).toBeGreaterThan(CATALOG_REFERENCE_TIME_MS);
    }
    const back = catalog.games.filter((game) => !game.categories.some((c) => c === 'new' || c === 'prerelease'));
    for (const game of back) expect(game.releasedAt.getTime()).toBeLessThan(CATALOG_REFERENCE_TIME_MS - 60 * DAY_MS);
  });

  it('puts the most popular released games in top', () => {
    const top = inCategory('top');
    const lowestTop = Math.min(...top.map((game) => game.popularity));
    const others = catalog.games.filter((g) => !g.categories.includes('top') && !g.categories.includes('prerelease'));
    for (const game of others) expect(game.popularity).toBeLessThanOrEqual(lowestTop);
    for (const game of catalog.games) {
      expect(Number.isInteger(game.popularity)).toBe(true);
      expect(game.popularity).toBeGreaterThanOrEqual(0);
      expect(game.popularity).toBeLessThanOrEqual(10_000);
    }
  });

  it('keeps badges consistent with categories', () => {
    const expectations = [
      ['new', 'new'],
      ['top', 'hot'],
      ['exclusive', 'exclusive'],
      ['jackpots', 'jackpot'],
    ] as const;
    for (const game of catalog.games) {
      const badgeTypes = game.badges.map((badge) => badge.type);
      for (const [category, badge] of expectations) {
        expect(badgeTypes.includes(badge), `${game.title}: ${badge}`).toBe(game.categories.includes(category));
      }
      const inDrops = game.categories.includes('drops-and-wins') || game.categories.includes('drops-and-wins-live');
      expect(badgeTypes.includes('drops')).toBe(inDrops);
    }
  });

  it('has live games without demo mode, and most other games with it', () => {
    const live = inCategory('live');
    expect(live.every((game) => !game.hasDemoMode)).toBe(true);
    expect(inCategory('drops-and-wins-live').every((game) => game.categories.includes('live'))).toBe(true);
    const others = catalog.games.filter((game) => !game.categories.includes('live'));
    const demoShare = others.filter((game) => game.hasDemoMode).length / others.length;
    expect(demoShare).toBeGreaterThan(0.75);
    expect(demoShare).toBeLessThan(0.95);
  });

  it('gives plausible maths, devices and currencies', () => {
    const enabled = new Set<string>(ENABLED_CURRENCIES);
    for (const game of catalog.games) {
      expect(game.payoutBasisPoints).toBeGreaterThanOrEqual(9000);
      expect(game.payoutBasisPoints).toBeLessThan(10_000);
      expect(game.devices.length).toBeGreaterThan(0);
      expect(game.currencies.length).toBeGreaterThan(0);
      for (const code of game.currencies) expect(enabled.has(code), code).toBe(true);
      expect(game.seoTitle.startsWith(`${game.title} by `)).toBe(true);
    }
    const allCurrencies = catalog.games.filter((game) => game.currencies.length === ENABLED_CURRENCIES.length);
    expect(allCurrencies.length / catalog.games.length).toBeGreaterThan(0.6);
    expect(catalog.games.some((game) => !game.currencies.includes('BTC'))).toBe(true);
    expect(catalog.games.some((game) => game.devices.length === 1)).toBe(true);
  });
});
