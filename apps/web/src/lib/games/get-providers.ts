import type { Provider } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { responseSchema } from '../http/lazy-response-schemas';
import { queryKeys } from '../query-keys';

async function fetchProviders(signal?: AbortSignal): Promise<Provider[]> {
  const providers = await http.request('/api/games/providers', {
    schema: responseSchema('providersSchema'),
    signal,
    logCode: 'LOAD_PROVIDERS_ERROR',
  });
  return providers ?? [];
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.providers(),
    queryFn: ({ signal }) => fetchProviders(signal),
    staleTime: 10 * 60_000,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
