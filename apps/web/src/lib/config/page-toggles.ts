import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { queryKeys } from '../query-keys';

/** Feature pages the operator switches on and off in `manage-promotion-pages` (engagement §2, §6). */
export const PAGE_TOGGLES = [
  'tournaments',
  'lotteries',
  'quests',
  'achievements',
  'rocket-mart',
  'rocket-chance',
  'wheel',
  'activity-hub',
  'adventures',
  'vip',
] as const;
export type PageToggle = (typeof PAGE_TOGGLES)[number];
export type PageToggles = Readonly<Record<PageToggle, boolean>>;

/**
 * Used until the document arrives and when it cannot be loaded: the shipped defaults, so a failed call neither
 * hides the promotions nor unlocks the ones that need an operator's go-ahead (rocket chance, activity hub).
 */
export const DEFAULT_PAGE_TOGGLES: PageToggles = {
  tournaments: true,
  lotteries: true,
  quests: true,
  achievements: true,
  'rocket-mart': true,
  'rocket-chance': false,
  wheel: true,
  'activity-hub': false,
  adventures: false,
  vip: true,
};

export const pageTogglesSchema = {
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

export async function fetchPageToggles(signal?: AbortSignal): Promise<PageToggles> {
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
