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
  /** The logged-in user's profile; `null` data means a guest. */
  player: () => ['session', 'player'] as const,
  /** Everything that belongs to the logged-in user: removed on logout. */
  userScope: () => ['user'] as const,
  accounts: () => ['user', 'accounts'] as const,
  userLimits: () => ['user', 'limits'] as const,
  /** The player's bonuses (the gifts page, the header's count); the `bonuses_changes` push re-reads them. */
  bonuses: () => ['user', 'bonuses'] as const,
  /** The player's free spins (the gifts page); the `freespins_changes` push re-reads them. */
  freespins: () => ['user', 'freespins'] as const,
  /** The deposit offers that apply to the player now (`GET /api/bonuses/deposit`): picks and the promo code change them. */
  depositOffers: () => ['user', 'bonus-offers', 'deposit'] as const,
  /** The public offers of the promotions pages (the visitor's country decides them, not the session). */
  promotions: () => ['promotions', 'list'] as const,
  promotion: (slug: string) => ['promotions', 'one', slug] as const,
  /** The profile's bonus fields the cashbox reads (`deposit_bonus_code`, `can_issue_bonuses`). */
  bonusProfile: () => ['user', 'bonus-profile'] as const,
  /** The favourites as per-currency game ids (v1), loaded once per session; `favorites()` covers both lists. */
  favorites: () => ['user', 'favorites'] as const,
  favoriteIds: () => ['user', 'favorites', 'ids'] as const,
  /** The favourites as whole games (v2), oldest first as the server sends them. */
  favoriteGames: () => ['user', 'favorites', 'games'] as const,
  /** The payment history, all pages of one filter ('' = every type); `payments()` covers every filter. */
  payments: () => ['user', 'payments'] as const,
  paymentHistory: (type: string) => ['user', 'payments', 'history', type] as const,
  pageToggles: () => ['fe-config', 'manage-promotion-pages'] as const,
  bettingConfig: () => ['fe-config', 'betting-config'] as const,
  providersConfig: () => ['fe-config', 'providers-config'] as const,
  currentIp: () => ['geo', 'current-ip'] as const,
  foundCountry: () => ['geo', 'found-country'] as const,
  countries: () => ['info', 'countries'] as const,
  /** One country's record: the visitor's restriction without the whole list. */
  country: (code: string) => ['info', 'country', code] as const,
  currencies: () => ['info', 'currencies'] as const,
  /** The public payments information table of one currency. */
  paymentInformation: (currency: string) => ['info', 'payments', currency] as const,
  projectInfo: () => ['info', 'project'] as const,
  realtimeWins: () => ['realtime', 'wins'] as const,
  realtimeJackpots: () => ['realtime', 'jackpots'] as const,
  /** The signed-in player's recent messages on one private channel (under the user scope: gone on logout). */
  realtimeMessages: (channel: string) => ['user', 'realtime', channel] as const,
};
