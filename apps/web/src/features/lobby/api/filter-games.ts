import {
  GAME_PAGE_SIZE_DEFAULT,
  LOBBY_ROW_SIZE,
  paginate,
  type GamesFilter,
  type GamesFilterRequest,
  type GamesPage,
} from '@casino/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { currentDevice } from '../../../lib/device';
import { http } from '../../../lib/http/api';
import { responseSchema } from '../../../lib/http/lazy-response-schemas';
import { queryKeys } from '../../../lib/query-keys';

/** `title` lists A–Z (the "all" pages); otherwise the server's popularity order, curated per category. */
export type GamesSort = 'popularity' | 'title';

export type GamesListQuery = {
  filter: GamesFilter;
  sort?: GamesSort;
  pageSize?: number;
  /** `/producers/{slug}/{page}` starts the list at that page. */
  startPage?: number;
};

export async function fetchGamesPage(
  request: GamesFilterRequest,
  signal?: AbortSignal,
  logCode = 'LOAD_GAMES_ERROR',
): Promise<GamesPage> {
  const page = await http.request('/api/games_filter', {
    method: 'POST',
    body: request,
    schema: responseSchema('gamesPageSchema'),
    signal,
    logCode,
    readOnly: true,
  });
  const pageSize = request.page_size ?? GAME_PAGE_SIZE_DEFAULT;
  return page ?? { data: [], pagination: paginate(request.page ?? 1, pageSize, 0) };
}

function toRequest({ filter, sort = 'popularity', pageSize = GAME_PAGE_SIZE_DEFAULT }: GamesListQuery, page: number) {
  return {
    device: currentDevice(),
    page,
    page_size: pageSize,
    filter,
    sort: sort === 'title' ? { type: 'title', direction: 'ASC' } : { type: 'popularity', direction: 'DESC' },
  } satisfies GamesFilterRequest;
}

function listKey(query: GamesListQuery) {
  return queryKeys.gamesList({
    device: currentDevice(),
    filter: query.filter,
    sort: query.sort ?? 'popularity',
    pageSize: query.pageSize ?? GAME_PAGE_SIZE_DEFAULT,
    startPage: query.startPage ?? 1,
  });
}

export const categoryFilter = (identifiers: string[], strategy: 'OR' | 'AND' = 'OR'): GamesFilter => ({
  categories: { identifiers, strategy },
});

/** One lobby row: the first LOBBY_ROW_SIZE games of a category. */
export const gamesRowQueryOptions = (category: string) => {
  const query: GamesListQuery = { filter: categoryFilter([category]), pageSize: LOBBY_ROW_SIZE };
  return queryOptions({
    queryKey: listKey(query),
    queryFn: ({ signal }) => fetchGamesPage(toRequest(query, 1), signal),
    staleTime: 5 * 60_000,
  });
};

export function useGamesRow(category: string, enabled = true) {
  return useQuery({ ...gamesRowQueryOptions(category), enabled });
}

/** A category or provider page: pages are appended as the player scrolls. */
export const gamesListQueryOptions = (query: GamesListQuery) =>
  infiniteQueryOptions({
    queryKey: [...listKey(query), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => fetchGamesPage(toRequest(query, pageParam), signal),
    initialPageParam: query.startPage ?? 1,
    getNextPageParam: (lastPage) => lastPage.pagination.next_page ?? undefined,
    staleTime: 5 * 60_000,
  });

export function useGamesList(query: GamesListQuery) {
  return useInfiniteQuery(gamesListQueryOptions(query));
}
