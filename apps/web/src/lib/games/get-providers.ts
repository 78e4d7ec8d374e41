import { providerSchema, type Provider } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../http/api';
import { queryKeys } from '../query-keys';

const providersSchema = z.array(providerSchema);

async function fetchProviders(signal?: AbortSignal): Promise<Provider[]> {
  const providers = await http.request('/api/games/providers', {
    schema: providersSchema,
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
