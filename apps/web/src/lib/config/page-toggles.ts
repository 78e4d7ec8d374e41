import { DEFAULT_PAGE_TOGGLES, PAGE_TOGGLES, type PageToggle, type PageToggles } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { queryKeys } from '../query-keys';

export { DEFAULT_PAGE_TOGGLES, PAGE_TOGGLES, type PageToggle, type PageToggles };

const pageTogglesSchema = {
  parse(input: unknown): PageToggles {
    if (typeof input !== 'object' || input === null) throw new Error('manage-promotion-pages: not an object');
    const toggles = { ...DEFAULT_PAGE_TOGGLES };
    for (const toggle of PAGE_TOGGLES) {
      const value = (input as Record<string, unknown>)[toggle];
      if (typeof value === 'boolean') toggles[toggle] = value;
    }
    return toggles;
  },
};

async function fetchPageToggles(signal?: AbortSignal): Promise<PageToggles> {
  try {
    const toggles = await http.request('/api/fe/config/manage-promotion-pages', {
      schema: pageTogglesSchema,
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
