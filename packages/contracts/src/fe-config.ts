import * as z from 'zod/mini';

/**
 * Front-end configuration documents served by `GET /api/fe/config/{name}` (platform-core §7, engagement §7).
 * Each is a JSON document stored in the database, seeded with defaults and replaceable by the operator.
 */
export const FE_CONFIG_NAMES = [
  'stag-by-referrer-name',
  'survey-config',
  'betting-config',
  'vip-adventures',
  'disabled-bonuses',
  'modify-gifts-config',
  'excluded-promo-stags',
  'currency-config',
  'additional-gifts',
  'main-widget-config',
  'vip-program-config',
  'providers-config',
  'logo-config',
  'menu-categories-games',
  'manage-promotion-pages',
  'banners-config',
  'wheel-config',
  'wheel-config-segments',
] as const;
export type FeConfigName = (typeof FE_CONFIG_NAMES)[number];
export const feConfigNameSchema = z.enum(FE_CONFIG_NAMES);

/** Any JSON value. Recursive, so it is registered under an id and becomes one OpenAPI component. */
export const jsonValueSchema: z.ZodMiniType<unknown> = z.json().check(z.meta({ id: 'JsonValue' }));

/** Which category rows the main lobby shows, in order. */
export const menuCategoriesGamesSchema = z.object({
  main: z.array(z.string()),
  menu: z.array(z.string()),
});
export type MenuCategoriesGames = z.infer<typeof menuCategoriesGamesSchema>;
