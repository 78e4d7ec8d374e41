import { useMemo } from 'react';
import { useProviders } from '../../../lib/games/get-providers';

const EMPTY = new Map<string, string>();

/** Games name their provider by slug; tiles show the provider's display title. */
export function useProviderNames(): ReadonlyMap<string, string> {
  const { data } = useProviders();
  return useMemo(() => (data ? new Map(data.map((provider) => [provider.slug, provider.title])) : EMPTY), [data]);
}
