import { collectionSchema, countrySchema, providerSchema } from '@casino/contracts';
import * as z from 'zod/mini';

/**
 * The schemas of every response the shell and the lobby read, in one chunk with zod. Only `lazy-response-schemas.ts`
 * imports it, and only on demand: a module of the first screen that imported a schema itself would bring zod back
 * into the first screen's scripts (the bundle bench counts them).
 */
export {
  apiErrorSchema,
  bettingConfigSchema,
  countrySchema,
  currentIpSchema,
  favoriteGameIdsSchema,
  favoriteGamesSchema,
  gameJackpotsSchema,
  gameSchema,
  gamesFilterSelectResponseSchema,
  gamesPageSchema,
  menuCategoriesGamesSchema,
  pageTogglesSchema,
  playerSettingsSchema,
  projectInfoSchema,
  sessionPlayerSchema,
} from '@casino/contracts';

export const collectionsSchema = z.array(collectionSchema);
export const countriesSchema = z.array(countrySchema);
export const providersSchema = z.array(providerSchema);
