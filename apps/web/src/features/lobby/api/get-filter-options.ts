import type { GamesFilter, GamesFilterSelectResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentDevice } from '../../../lib/device';
import { http } from '../../../lib/http/api';
import { responseSchema } from '../../../lib/http/lazy-response-schemas';
import { queryKeys } from '../../../lib/query-keys';

/** Which categories (and providers) hold games within a filter, with counts: feeds the sub-category chips. */
export async function fetchFilterOptions(
  filter: GamesFilter,
  signal?: AbortSignal,
): Promise<GamesFilterSelectResponse> {
  const options = await http.request('/api/games_filter/select', {
    method: 'POST',
    body: { device: currentDevice(), filter },
    schema: responseSchema('gamesFilterSelectResponseSchema'),
    signal,
    logCode: 'LOAD_FILTER_OPTIONS_ERROR',
    readOnly: true,
  });
  return options ?? { providers: [], categories: [], total_count: 0 };
}

export const filterOptionsQueryOptions = (filter: GamesFilter) =>
  queryOptions({
    queryKey: queryKeys.filterOptions(currentDevice(), filter),
    queryFn: ({ signal }) => fetchFilterOptions(filter, signal),
    staleTime: 10 * 60_000,
  });

export function useFilterOptions(filter: GamesFilter) {
  return useQuery(filterOptionsQueryOptions(filter));
}
