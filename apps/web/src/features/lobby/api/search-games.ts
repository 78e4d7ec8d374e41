import type { Game } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currentDevice } from '../../../lib/device';
import { http } from '../../../lib/http/api';
import { responseSchema } from '../../../lib/http/lazy-response-schemas';
import { queryKeys } from '../../../lib/query-keys';

const SEARCH_PAGE_SIZE = 24;

/**
 * Search by title. A failure is logged as LOAD_FOUND_GAMES_ERROR and yields `null`: the spec wants the search to
 * show nothing rather than an error (engagement §8). Cancellation still propagates so stale requests stop.
 */
export async function searchGames(title: string, signal?: AbortSignal): Promise<Game[] | null> {
  try {
    const page = await http.request('/api/games_filter', {
      method: 'POST',
      body: { device: currentDevice(), page: 1, page_size: SEARCH_PAGE_SIZE, filter: { title } },
      schema: responseSchema('gamesPageSchema'),
      signal,
      logCode: 'LOAD_FOUND_GAMES_ERROR',
      readOnly: true,
      // Every keystroke starts a new search; retrying an old one for minutes would only race the new one.
      retries: 1,
    });
    return page?.data ?? [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const searchGamesQueryOptions = (title: string) =>
  queryOptions({
    queryKey: queryKeys.gamesSearch(currentDevice(), title),
    queryFn: ({ signal }) => searchGames(title, signal),
    staleTime: 60_000,
  });

/** `term` is the debounced text; nothing is requested until it is long enough. */
export function useSearchGames(term: string, enabled: boolean) {
  return useQuery({ ...searchGamesQueryOptions(term), enabled, placeholderData: keepPreviousData });
}
