import { gameSchema, gameSlugSchema, type Game } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { HttpError } from '../../../lib/http/http-error';
import { queryKeys } from '../../../lib/query-keys';

/** HTTP 451: the game may not be offered in the visitor's region (platform-core §2). */
export const REGION_RESTRICTED = 'region-restricted';

/**
 * The game of a game page, null when the address names no game (a stale link), or REGION_RESTRICTED when the
 * server refuses it for the visitor's region, so the page can say which.
 */
export async function fetchGame(
  provider: string,
  slug: string,
  signal?: AbortSignal,
): Promise<Game | null | typeof REGION_RESTRICTED> {
  if (!gameSlugSchema.safeParse(provider).success || !gameSlugSchema.safeParse(slug).success) return null;
  try {
    const game = await http.request(`/api/games/${provider}/${slug}`, {
      schema: gameSchema,
      signal,
      logCode: 'LOAD_GAME_ERROR',
    });
    return game ?? null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    if (error instanceof HttpError && error.status === 451) return REGION_RESTRICTED;
    throw error;
  }
}

export const gameQueryOptions = (provider: string, slug: string) =>
  queryOptions({
    queryKey: queryKeys.game(`${provider}/${slug}`),
    queryFn: ({ signal }) => fetchGame(provider, slug, signal),
    staleTime: 10 * 60_000,
  });

export function useGame(provider: string, slug: string) {
  return useQuery(gameQueryOptions(provider, slug));
}
