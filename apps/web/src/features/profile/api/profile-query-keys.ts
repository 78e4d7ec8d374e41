import { queryKeys } from '../../../lib/query-keys';

/** The profile's own calls, under the user scope so a logout removes them with the rest of the player's data. */
export const profileKeys = {
  stats: () => [...queryKeys.userScope(), 'stats'] as const,
  authProviders: () => [...queryKeys.userScope(), 'auth-providers'] as const,
  /** Every loaded page of the games history, refetched whole when the page is opened again. */
  gameRounds: () => [...queryKeys.userScope(), 'game-rounds'] as const,
};
