import { providerSchema } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';

const providersSchema = providerSchema.array();

/**
 * The provider's display title. Shares the providers query key with the lobby, so the list the footer already
 * loaded is reused and no second request is made.
 */
export function useProviderTitle(providerSlug: string): string {
  const { data: providers } = useQuery({
    queryKey: queryKeys.providers(),
    queryFn: async ({ signal }) =>
      (await http.request('/api/games/providers', {
        schema: providersSchema,
        signal,
        logCode: 'LOAD_PROVIDERS_ERROR',
      })) ?? [],
    staleTime: 10 * 60_000,
  });
  return providers?.find((provider) => provider.slug === providerSlug)?.title ?? providerSlug;
}
