import type { PlayerBonus } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { queryKeys } from '../../../lib/query-keys';
import { playerBonusesSchema } from './bonus-schemas';

/** `GET /api/player/bonuses`: every bonus of the player, newest first. */
export async function fetchBonuses(signal?: AbortSignal, client: HttpClient = http): Promise<PlayerBonus[]> {
  const bonuses = await client.request('/api/player/bonuses', {
    schema: playerBonusesSchema,
    signal,
    logCode: 'LOAD_BONUSES_ERROR',
    retries: 1,
  });
  return bonuses ?? [];
}

/** Under `bonuses()`, which the `bonuses_changes` push invalidates: the list follows the server on its own. */
export const bonusesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.bonuses(),
    queryFn: ({ signal }) => fetchBonuses(signal),
    staleTime: 30_000,
  });

export function useBonuses() {
  return useQuery(bonusesQueryOptions());
}
