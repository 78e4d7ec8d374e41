import type { GameJackpots, WinMessage } from '@casino/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '../http/api';
import { responseSchema } from '../http/lazy-response-schemas';
import { queryKeys } from '../query-keys';

/** How many recent wins the lobby ticker keeps. */
export const RECENT_WINS_LIMIT = 20;

/**
 * Realtime data lives in the query cache like any server state: components read it with `useQuery` and never
 * touch the socket. These queries have no fetcher of their own; only publications fill them (apply-publication.ts,
 * loaded with the realtime client after the first screen).
 */
export const recentWinsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.realtimeWins(),
    queryFn: () => [] as WinMessage[],
    initialData: [] as WinMessage[],
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const jackpotTotalsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.realtimeJackpots(),
    queryFn: () => ({}) as GameJackpots,
    initialData: {} as GameJackpots,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Clients whose jackpot totals were seeded (or are being seeded) over HTTP. */
const seededClients = new WeakSet<QueryClient>();

/**
 * Fills the jackpot totals once from `GET /api/games/jackpots`; publications keep them current from then on. A
 * publication that arrived while the request ran is newer than its answer, so it wins the merge. A failed request
 * lets the next caller try again.
 */
export async function seedJackpotTotals(queryClient: QueryClient): Promise<void> {
  if (seededClients.has(queryClient)) return;
  seededClients.add(queryClient);
  try {
    const seed = await http.request('/api/games/jackpots', {
      schema: responseSchema('gameJackpotsSchema'),
      logCode: 'LOAD_JACKPOTS_ERROR',
    });
    queryClient.setQueryData<GameJackpots>(queryKeys.realtimeJackpots(), (live = {}) => {
      const merged: GameJackpots = { ...seed };
      for (const [currency, byProvider] of Object.entries(live)) {
        merged[currency] = { ...seed?.[currency], ...byProvider };
      }
      return merged;
    });
  } catch {
    seededClients.delete(queryClient);
  }
}
