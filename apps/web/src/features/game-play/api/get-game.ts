import { gameSchema, gameSlugSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../../../lib/http/api';
import { HttpError } from '../../../lib/http/http-error';
import { queryKeys } from '../../../lib/query-keys';

/** HTTP 451: the game may not be offered in the visitor's region (platform-core §2). */
export const REGION_RESTRICTED = 'region-restricted';

/**
 * The game object with the fields the game page reads before play (reference §3.1: exact RTP, hit rate,
 * volatility, lines or ways, demo, rounds left open). They are parsed here, on top of the shared schema, so the
 * page works whether or not the shared schema lists them yet: a field the server does not send is simply absent
 * and its line of the info panel is left out, never invented.
 */
export const playableGameSchema = z.extend(gameSchema, {
  currencies: z.record(z.string(), z.object({ id: z.int(), jackpot: z.nullish(z.number()) })),
  payout: z.optional(z.string()),
  hit_rate: z.nullish(z.string()),
  volatility_rating: z.nullish(z.string()),
  lines: z.nullish(z.int()),
  ways: z.nullish(z.int()),
  unfinished_games_for: z.optional(z.array(z.unknown())),
});
export type PlayableGame = z.infer<typeof playableGameSchema>;

/**
 * The game of a game page, null when the address names no game (a stale link), or REGION_RESTRICTED when the
 * server refuses it for the visitor's region, so the page can say which.
 */
export async function fetchGame(
  provider: string,
  slug: string,
  signal?: AbortSignal,
): Promise<PlayableGame | null | typeof REGION_RESTRICTED> {
  if (!gameSlugSchema.safeParse(provider).success || !gameSlugSchema.safeParse(slug).success) return null;
  try {
    const game = await http.request(`/api/games/${provider}/${slug}`, {
      schema: playableGameSchema,
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
