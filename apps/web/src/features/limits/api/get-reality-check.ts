import { realityCheckSchema, type RealityCheck } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { limitsKeys } from './limits-keys';

/** `GET /api/player/reality_check`: the chosen interval, the licence's default and choices, the session in play. */
export const realityCheckQueryOptions = () =>
  queryOptions({
    queryKey: limitsKeys.realityCheck(),
    queryFn: async ({ signal }): Promise<RealityCheck | null> =>
      (await http.request('/api/player/reality_check', {
        schema: realityCheckSchema,
        signal,
        logCode: 'LOAD_REALITY_CHECK_ERROR',
        retries: 1,
      })) ?? null,
    staleTime: 60_000,
  });

export function useRealityCheckSetting(enabled = true) {
  return useQuery({ ...realityCheckQueryOptions(), enabled });
}
