import { userLimitDetailsSchema, type UserLimitDetail } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { limitsKeys } from './limits-keys';

/**
 * `GET /api/user_limits` with everything the page shows. Unlike the shell's guard, a failure here is shown and
 * not swallowed: a player must never read "no limits" when the list simply did not load.
 */
async function fetchLimitDetails(signal?: AbortSignal): Promise<UserLimitDetail[]> {
  const limits = await http.request('/api/user_limits', {
    schema: userLimitDetailsSchema,
    signal,
    logCode: 'LOAD_USER_LIMITS_ERROR',
    retries: 1,
  });
  return limits ?? [];
}

export const limitDetailsQueryOptions = () =>
  queryOptions({
    queryKey: limitsKeys.details(),
    queryFn: ({ signal }) => fetchLimitDetails(signal),
    staleTime: 15_000,
  });

export function useLimitDetails() {
  return useQuery(limitDetailsQueryOptions());
}
