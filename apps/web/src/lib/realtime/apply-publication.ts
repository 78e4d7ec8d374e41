import {
  jackpotChangeMessageSchema,
  winMessageSchema,
  type GameJackpots,
  type PublicChannel,
  type WinMessage,
} from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { RECENT_WINS_LIMIT } from './realtime-cache';

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
