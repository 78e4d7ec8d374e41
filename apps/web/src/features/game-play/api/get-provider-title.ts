import { useQuery } from '@tanstack/react-query';
import { providersQueryOptions } from '../../../lib/games/get-providers';

/** The provider's display title, from the providers list the lobby and the footer share (no second request). */
export function useProviderTitle(providerSlug: string): string {
  const { data: providers } = useQuery(providersQueryOptions());
  return providers?.find((provider) => provider.slug === providerSlug)?.title ?? providerSlug;
}
