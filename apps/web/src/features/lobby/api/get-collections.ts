import type { Collection } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { responseSchema } from '../../../lib/http/lazy-response-schemas';
import { queryKeys } from '../../../lib/query-keys';

export async function fetchCollections(signal?: AbortSignal): Promise<Collection[]> {
  const collections = await http.request('/api/games/collections', {
    schema: responseSchema('collectionsSchema'),
    signal,
    logCode: 'LOAD_COLLECTIONS_ERROR',
  });
  return collections ?? [];
}

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.collections(),
    queryFn: ({ signal }) => fetchCollections(signal),
    // The category list changes with a catalogue release, not between page views.
    staleTime: 10 * 60_000,
  });

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
