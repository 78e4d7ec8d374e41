import { DEFAULT_PAGE_TOGGLES, PAGE_TOGGLES, type PageToggle, type PageToggles } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { responseSchema } from '../http/lazy-response-schemas';
import { queryKeys } from '../query-keys';

export { DEFAULT_PAGE_TOGGLES, PAGE_TOGGLES, type PageToggle, type PageToggles };

async function fetchPageToggles(signal?: AbortSignal): Promise<PageToggles> {
  try {
    const toggles = await http.request('/api/fe/config/manage-promotion-pages', {
      schema: responseSchema('pageTogglesSchema'),
      signal,
      logCode: 'LOAD_PAGE_TOGGLES_ERROR',
      retries: 2,
    });
    return toggles ?? DEFAULT_PAGE_TOGGLES;
  } catch {
    return DEFAULT_PAGE_TOGGLES;
  }
}

export const pageTogglesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.pageToggles(),
    queryFn: ({ signal }) => fetchPageToggles(signal),
    staleTime: 10 * 60_000,
  });

export function usePageToggles(): PageToggles {
  return useQuery(pageTogglesQueryOptions()).data ?? DEFAULT_PAGE_TOGGLES;
}
