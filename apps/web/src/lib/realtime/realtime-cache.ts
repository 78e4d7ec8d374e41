import {
  gameJackpotsSchema,
  jackpotChangeMessageSchema,
  winMessageSchema,
  type GameJackpots,
  type PublicChannel,
  type WinMessage,
} from '@casino/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '../http/api';
import { queryKeys } from '../query-keys';

/** How many recent wins the lobby ticker keeps. */
export const RECENT_WINS_LIMIT = 20;

/**
 * Realtime data lives in the query cache like any server state: components read it with `useQuery` and never
 * touch the socket. These queries have no fetcher of their own; only publications fill them.
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

/** The time of the newest total applied per client, currency and provider: an older one arriving late is dropped. */
const jackpotTimes = new WeakMap<QueryClient, Map<string, string>>();

function isNewerJackpot(queryClient: QueryClient, key: string, updatedAt: string): boolean {
  const times = jackpotTimes.get(queryClient) ?? new Map<string, string>();
  jackpotTimes.set(queryClient, times);
  const known = times.get(key);
  if (known !== undefined && Date.parse(known) >= Date.parse(updatedAt)) return false;
  times.set(key, updatedAt);
  return true;
}

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
      schema: gameJackpotsSchema,
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

/**
 * Validates one publication and writes it into the cache. Returns false for a message that does not match the
 * contract, which is dropped: a malformed broadcast must not break the lobby of every connected player.
 */
export function applyPublication(queryClient: QueryClient, channel: PublicChannel, data: unknown): boolean {
  switch (channel) {
    case 'public:wins': {
      const parsed = winMessageSchema.safeParse(data);
      if (!parsed.success) return false;
      queryClient.setQueryData<WinMessage[]>(queryKeys.realtimeWins(), (previous = []) =>
        [parsed.data, ...previous].slice(0, RECENT_WINS_LIMIT),
      );
      return true;
    }
    case 'public:jackpots_changes': {
      const parsed = jackpotChangeMessageSchema.safeParse(data);
      if (!parsed.success) return false;
      const { currency, provider, amount_cents, updated_at } = parsed.data;
      // A stale total is still a valid message: it is dropped without a warning.
      if (!isNewerJackpot(queryClient, `${currency}/${provider}`, updated_at)) return true;
      queryClient.setQueryData<GameJackpots>(queryKeys.realtimeJackpots(), (previous = {}) => ({
        ...previous,
        [currency]: { ...previous[currency], [provider]: amount_cents },
      }));
      return true;
    }
  }
}
