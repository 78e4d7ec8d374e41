import type { Provider } from '@casino/contracts';
import { useHiddenProviders } from '../../../lib/config/providers-config';
import { useProviders } from '../../../lib/games/get-providers';

/**
 * The providers a provider list shows this visitor: those hidden for their country (`providers-config`) left
 * out, unless the "all providers" flag is on or the visitor is a bot. Their games and pages stay reachable.
 */
export function useVisibleProviders(): { providers: Provider[] | undefined } {
  const { data } = useProviders();
  const hidden = useHiddenProviders();
  return { providers: data?.filter((provider) => !hidden.has(provider.slug)) };
}
