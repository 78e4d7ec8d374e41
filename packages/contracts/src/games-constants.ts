/**
 * The catalogue's plain values, apart from its schemas (games.ts): the first screen reads these, and a module it
 * imports must not create zod schemas, or zod would be among its scripts (apps/web, http/lazy-schema.ts).
 */

export const GAME_DEVICES = ['desktop', 'mobile'] as const;

/** Every lobby category the specs name. Their display titles are translated on the web (`categories.<id>`). */
export const GAME_CATEGORIES = [
  'top',
  'new',
  'recommended',
  'pokies',
  'live',
  'table',
  'jackpots',
  'special',
  'exclusive',
  'animated',
  'prerelease',
  'drops-and-wins',
  'drops-and-wins-live',
  'instant',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const BADGE_TYPES = ['new', 'hot', 'exclusive', 'jackpot', 'drops'] as const;

/** Enough for any real player; a bound so one account cannot grow the table without end. */
export const FAVORITE_GAMES_MAX = 500;
/** `accept-client` (or `Accept`) values that pick the favourites list's shape: ids only, or whole games. */
export const FAVORITE_GAMES_V1 = 'application/vnd.s.v1+json';
export const FAVORITE_GAMES_V2 = 'application/vnd.s.v2+json';

export const GAME_SORTS = ['popularity', 'title', 'release'] as const;
