import type { BonusCancelInfo } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { queryKeys } from '../../../lib/query-keys';
import { bonusCancelInfoSchema } from './bonus-schemas';

/** `GET /api/player/bonuses/{id}/cancel_info`: what cancelling would take away and what would stay. */
export async function fetchCancelInfo(
  id: number,
  signal?: AbortSignal,
  client: HttpClient = http,
): Promise<BonusCancelInfo | null> {
  const info = await client.request(`/api/player/bonuses/${id}/cancel_info`, {
    schema: bonusCancelInfoSchema,
    signal,
    logCode: 'LOAD_BONUS_CANCEL_INFO_ERROR',
    retries: 1,
  });
  return info ?? null;
}

/** Never cached for long: the figures move with every bet, and the player decides on them. */
export const cancelInfoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.bonuses(), 'cancel-info', id] as const,
    queryFn: ({ signal }) => fetchCancelInfo(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useCancelInfo(id: number) {
  return useQuery(cancelInfoQueryOptions(id));
}
