import type { GameDevice, GamesFilter } from '@casino/contracts';
import type { CatalogGame } from './game-catalog';
import { normaliseSearchText } from './game-catalog';

export type GameQuery = {
  device: GameDevice;
  filter: GamesFilter;
  sort: { type: 'popularity' | 'title' | 'release'; direction: 'ASC' | 'DESC' };
  /** The visitor's country: games restricted there are left out. */
  country?: string | undefined;
};

/** Pure filter and sort over the in-memory catalogue (already ordered by popularity, most popular first). */
export function filterGames(games: readonly CatalogGame[], query: GameQuery): CatalogGame[] {
  const { filter } = query;
  const title = filter.title ? normaliseSearchText(filter.title) : '';
  const categories = filter.categories?.identifiers ?? [];
  const matchAll = filter.categories?.strategy === 'AND';
  const providers = filter.providers?.length ? new Set(filter.providers) : null;
  const currencies = filter.currencies ?? [];
  const country = query.country;

  const matches = games.filter((entry) => {
    const { game } = entry;
    if (!game.devices.includes(query.device)) return false;
    if (country && entry.restrictedIn.has(country)) return false;
    if (providers && !providers.has(game.provider)) return false;
    if (title && !entry.searchTitle.includes(title)) return false;
    if (categories.length) {
      const inCategory = (slug: string) => entry.categorySet.has(slug);
      if (matchAll ? !categories.every(inCategory) : !categories.some(inCategory)) return false;
    }
    if (currencies.length && !currencies.some((code) => code in game.currencies)) return false;
    return true;
  });
  return sortGames(matches, query.sort, categories.length === 1 ? categories[0] : undefined);
}

function sortGames(games: CatalogGame[], sort: GameQuery['sort'], singleCategory: string | undefined): CatalogGame[] {
  const direction = sort.direction === 'ASC' ? 1 : -1;
  switch (sort.type) {
    case 'title':
      return games.sort((a, b) => direction * a.game.title.localeCompare(b.game.title, 'en'));
    case 'release':
      return games.sort((a, b) => direction * (a.releasedAtMs - b.releasedAtMs) || a.game.id - b.game.id);
    case 'popularity':
      // A single-category list keeps the operator's curated order; otherwise the most played first.
      if (singleCategory && sort.direction === 'DESC') {
        return games.sort(
          (a, b) =>
            (a.categoryPositions.get(singleCategory) ?? 0) - (b.categoryPositions.get(singleCategory) ?? 0) ||
            b.popularity - a.popularity,
        );
      }
      return sort.direction === 'DESC' ? games : games.reverse();
  }
}
