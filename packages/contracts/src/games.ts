import * as z from 'zod/mini';
import { CURRENCY_CODE_PATTERN, GAME_PAGE_SIZE_DEFAULT, GAME_PAGE_SIZE_MAX } from './constants';
import { BADGE_TYPES, GAME_DEVICES, GAME_SORTS } from './games-constants';
import { paginationSchema } from './pagination-schema';

export const gameDeviceSchema = z.enum(GAME_DEVICES);
export type GameDevice = z.infer<typeof gameDeviceSchema>;

export const gameBadgeSchema = z.object({
  type: z.enum(BADGE_TYPES),
  theme: z.enum(['gold', 'red', 'violet', 'green', 'blue']),
});
export type GameBadge = z.infer<typeof gameBadgeSchema>;

export const gameSchema = z.object({
  id: z.int(),
  /** `<provider>/<slug>`: unique, and the path of the game page (`/play/<provider>/<slug>`). */
  identifier: z.string(),
  title: z.string(),
  slug: z.string(),
  seo_title: z.string(),
  provider: z.string(),
  preview: z.string(),
  categories: z.array(z.string()),
  badges: z.array(gameBadgeSchema),
  has_demo_mode: z.boolean(),
  devices: z.array(gameDeviceSchema),
  /**
   * Currencies the game can be played in for real money, plus `FUN` when it has a demo. `id` is the per-currency game
   * id (favourites use it); `jackpot` the provider's progressive jackpot in that currency (minor units), else null.
   */
  currencies: z.record(z.string(), z.object({ id: z.int(), jackpot: z.nullable(z.int()) })),
  volatility_rating: z.enum(['low', 'medium', 'high', 'very-high']),
  /** Theoretical return to player, a percentage with 2 decimals ("97.30"); exact for the studio's own games. */
  payout: z.string(),
  /** Share of rounds that return anything, a percentage with 2 decimals ("42.50"). */
  hit_rate: z.string(),
  lines: z.nullable(z.int()),
  ways: z.nullable(z.int()),
  /**
   * Currencies in which the signed-in player has a round of this game left open (RTS 10): only on the single-game
   * answer to a signed-in player; lists, shared by every visitor, always carry [].
   */
  unfinished_games_for: z.array(z.string()),
});
export type Game = z.infer<typeof gameSchema>;

/** A favourite is kept by the per-currency game id (`currencies[X].id`), as in the reference, not the identifier. */
export const favoriteGameIdSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
export const favoriteGameIdsSchema = z.array(z.int());
export const favoriteGamesSchema = z.array(gameSchema);

export const gameSlugSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9-]+$/, 'validation.slug'));

const currencyCodeSchema = z.string().check(z.regex(CURRENCY_CODE_PATTERN));

export const gamesFilterSchema = z.strictObject({
  title: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  categories: z.optional(
    z.object({
      identifiers: z.array(gameSlugSchema).check(z.maxLength(20)),
      /** OR: a game in any of the categories; AND: in all of them. */
      strategy: z._default(z.enum(['OR', 'AND']), 'OR'),
    }),
  ),
  providers: z.optional(z.array(gameSlugSchema).check(z.maxLength(50))),
  currencies: z.optional(z.array(currencyCodeSchema).check(z.maxLength(20))),
});
export type GamesFilter = z.infer<typeof gamesFilterSchema>;

export const gamesFilterRequestSchema = z.strictObject({
  device: gameDeviceSchema,
  page: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), 1),
  page_size: z._default(z.int().check(z.minimum(1), z.maximum(GAME_PAGE_SIZE_MAX)), GAME_PAGE_SIZE_DEFAULT),
  filter: z._default(gamesFilterSchema, {}),
  sort: z._default(
    z.strictObject({
      type: z._default(z.enum(GAME_SORTS), 'popularity'),
      direction: z._default(z.enum(['ASC', 'DESC']), 'DESC'),
    }),
    { type: 'popularity', direction: 'DESC' },
  ),
});
export type GamesFilterRequest = z.input<typeof gamesFilterRequestSchema>;

export const gamesPageSchema = z.object({
  data: z.array(gameSchema),
  pagination: paginationSchema,
});
export type GamesPage = z.infer<typeof gamesPageSchema>;

/** Filter options (facets) for the current filter: what a filter panel offers, with game counts. */
export const gamesFilterSelectRequestSchema = z.strictObject({
  device: gameDeviceSchema,
  filter: z._default(gamesFilterSchema, {}),
});
const facetSchema = z.object({ id: z.string(), title: z.string(), games_count: z.int() });
export const gamesFilterSelectResponseSchema = z.object({
  providers: z.array(facetSchema),
  categories: z.array(facetSchema),
  total_count: z.int(),
});
export type GamesFilterSelectResponse = z.infer<typeof gamesFilterSelectResponseSchema>;

export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  logo: z.string(),
  games_count: z.int(),
});
export type Provider = z.infer<typeof providerSchema>;

export const collectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  games_count: z.int(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const randomGameQuerySchema = z.strictObject({
  device: z._default(gameDeviceSchema, 'desktop'),
  category: z.optional(gameSlugSchema),
  currency: z.optional(currencyCodeSchema),
});

/** Progressive jackpot totals: currency → provider → amount in minor units. */
export const gameJackpotsSchema = z.record(z.string(), z.record(z.string(), z.int()));
export type GameJackpots = z.infer<typeof gameJackpotsSchema>;
