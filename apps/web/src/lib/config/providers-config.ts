import { providersConfigSchema, type ProvidersConfig } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitorIsBot } from '../bots';
import { useFeatureFlags } from '../feature-flags/feature-flags';
import { useVisitorGeo } from '../geo/get-geo';
import { http } from '../http/api';
import { queryKeys } from '../query-keys';

/** At most this many disabled-provider entries are kept for a visitor (platform-core §6). */
export const MAX_HIDDEN_PROVIDERS = 20;

const EMPTY_CONFIG: ProvidersConfig = { hiddenByCountry: {} };

const NONE: ReadonlySet<string> = new Set();

/**
 * Providers to leave out of provider lists for a visitor from `country`: none when the "all providers" flag is on
 * or the visitor is a bot (a crawler indexes the whole catalogue), otherwise the country's first 20 entries.
 */
export function hiddenProviders(
  config: ProvidersConfig,
  country: string | null,
  visitor: { allProviders: boolean; bot: boolean },
): ReadonlySet<string> {
  if (visitor.allProviders || visitor.bot || !country) return NONE;
  const listed = config.hiddenByCountry[country.toUpperCase()] ?? [];
  return new Set([...new Set(listed)].slice(0, MAX_HIDDEN_PROVIDERS));
}

async function fetchProvidersConfig(signal?: AbortSignal): Promise<ProvidersConfig> {
  const config = await http
    .request('/api/fe/config/providers-config', {
      schema: providersConfigSchema,
      signal,
      logCode: 'LOAD_PROVIDERS_CONFIG_ERROR',
      retries: 2,
    })
    .catch(() => undefined);
  return config ?? EMPTY_CONFIG;
}

const providersConfigQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.providersConfig(),
    queryFn: ({ signal }) => fetchProvidersConfig(signal),
    staleTime: 10 * 60_000,
    enabled,
  });

/** The providers hidden for this visitor; the document is not even fetched when nothing could be hidden. */
export function useHiddenProviders(): ReadonlySet<string> {
  const { allProviders } = useFeatureFlags();
  const visitor = { allProviders, bot: visitorIsBot };
  const { country } = useVisitorGeo();
  const config = useQuery(providersConfigQueryOptions(!allProviders && !visitorIsBot)).data ?? EMPTY_CONFIG;
  return hiddenProviders(config, country, visitor);
}
