import type { GameJackpots, Provider } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { providersQueryOptions } from '../../../lib/games/get-providers';
import { jackpotTotalsQueryOptions, seedJackpotTotals } from '../../../lib/realtime/realtime-cache';

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

const NONE: readonly ActiveJackpot[] = [];

/**
 * The jackpots the mystic-jackpots flag puts in the top menu, from the realtime totals the socket keeps current;
 * nothing is fetched while the flag is off.
 */
export function useActiveJackpots(enabled: boolean): readonly ActiveJackpot[] {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (enabled) void seedJackpotTotals(queryClient);
  }, [enabled, queryClient]);
  const totals = useQuery(jackpotTotalsQueryOptions()).data;
  const providers = useQuery({ ...providersQueryOptions(), enabled }).data;
  if (!enabled || !providers) return NONE;
  return activeJackpots(totals, providers);
}
