import type { GameDevice, GamesFilter } from '@casino/contracts';

/**
 * Every TanStack Query key of the app. Features never import each other, so keys that several features (or the
 * realtime client) read or write live here, in one place.
 */
export const queryKeys = {
  collections: () => ['games', 'collections'] as const,
  providers: () => ['games', 'providers'] as const,
  menuCategories: () => ['fe-config', 'menu-categories-games'] as const,
  gamesList: (params: {
    device: GameDevice;
    filter: GamesFilter;
    sort?: string;
    pageSize: number;
    startPage: number;
  }) => ['games', 'list', params] as const,
  filterOptions: (device: GameDevice, filter: GamesFilter) => ['games', 'filter-options', device, filter] as const,
  gamesSearch: (device: GameDevice, title: string) => ['games', 'search', device, title] as const,
  game: (identifier: string) => ['games', 'one', identifier] as const,
  playerSettings: () => ['player', 'settings'] as const,
  realtimeWins: () => ['realtime', 'wins'] as const,
  realtimeJackpots: () => ['realtime', 'jackpots'] as const,
};
