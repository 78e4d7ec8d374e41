import { DEFAULT_BETTING_CONFIG, type BettingConfig } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { responseSchema } from '../http/lazy-response-schemas';
import { queryKeys } from '../query-keys';

const DISABLED: BettingConfig = DEFAULT_BETTING_CONFIG;

async function fetchBettingConfig(signal?: AbortSignal): Promise<BettingConfig> {
  try {
    const config = await http.request('/api/fe/config/betting-config', {
      schema: responseSchema('bettingConfigSchema'),
      signal,
      logCode: 'LOAD_BETTING_CONFIG_ERROR',
      retries: 2,
    });
    return config ?? DISABLED;
  } catch {
    return DISABLED;
  }
}

export const bettingConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.bettingConfig(),
    queryFn: ({ signal }) => fetchBettingConfig(signal),
    staleTime: 10 * 60_000,
  });

export function useBettingConfig(): BettingConfig {
  return useQuery(bettingConfigQueryOptions()).data ?? DISABLED;
}

/** Where `#sport` and `#sport_{x}` send the browser (platform-core §2): the sports site, at `{x}` if given. */
export function sportsTarget(config: BettingConfig, sub: string | undefined): string {
  const base = config.url.replace(/\/+$/, '');
  return sub ? `${base}/${encodeURIComponent(sub)}` : base;
}
