import { gameJackpotsSchema, type GameJackpots, type Provider } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { providersQueryOptions } from '../../../lib/games/get-providers';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';

/** A jackpot running now. Today's data knows one progressive jackpot per provider (`GET /api/games/jackpots`). */
export type ActiveJackpot = { provider: string; title: string };

/**
 * Providers whose jackpot holds a positive total in some currency, in the lobby's provider order. A provider the
 * list does not know yet is left out rather than shown by its slug.
 */
export function activeJackpots(totals: GameJackpots, providers: readonly Provider[]): ActiveJackpot[] {
  const running = new Set<string>();
  for (const byProvider of Object.values(totals)) {
    for (const [provider, amount] of Object.entries(byProvider)) if (amount > 0) running.add(provider);
  }
  return providers
    .filter((provider) => running.has(provider.slug))
    .map((provider) => ({ provider: provider.slug, title: provider.title }));
}

export async function fetchJackpotTotals(signal?: AbortSignal): Promise<GameJackpots> {
  const totals = await http.request('/api/games/jackpots', {
    schema: gameJackpotsSchema,
    signal,
    logCode: 'LOAD_JACKPOTS_ERROR',
  });
  return totals ?? {};
}

const jackpotTotalsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.jackpotTotals(),
    queryFn: ({ signal }) => fetchJackpotTotals(signal),
    staleTime: 5 * 60_000,
    enabled,
  });

const NONE: readonly ActiveJackpot[] = [];

/** The jackpots the mystic-jackpots flag puts in the top menu; nothing is fetched while the flag is off. */
export function useActiveJackpots(enabled: boolean): readonly ActiveJackpot[] {
  const totals = useQuery(jackpotTotalsQueryOptions(enabled)).data;
  const providers = useQuery({ ...providersQueryOptions(), enabled }).data;
  if (!enabled || !totals || !providers) return NONE;
  return activeJackpots(totals, providers);
}
