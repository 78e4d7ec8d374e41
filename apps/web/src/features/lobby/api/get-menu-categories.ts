import type { MenuCategoriesGames } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { responseSchema } from '../../../lib/http/lazy-response-schemas';
import { queryKeys } from '../../../lib/query-keys';

const NO_CATEGORIES: MenuCategoriesGames = { main: [], menu: [] };

/** Which category rows the main page shows, in order; the operator edits this document. */
export async function fetchMenuCategories(signal?: AbortSignal): Promise<MenuCategoriesGames> {
  const config = await http.request('/api/fe/config/menu-categories-games', {
    schema: responseSchema('menuCategoriesGamesSchema'),
    signal,
    logCode: 'LOAD_MENU_CATEGORIES_ERROR',
  });
  return config ?? NO_CATEGORIES;
}

export const menuCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.menuCategories(),
    queryFn: ({ signal }) => fetchMenuCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useMenuCategories() {
  return useQuery(menuCategoriesQueryOptions());
}
