import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitorIsBot } from '../bots';
import { useFeatureFlags } from '../feature-flags/feature-flags';
import { useVisitorGeo } from '../geo/get-geo';
import { http } from '../http/api';
import { queryKeys } from '../query-keys';

/** At most this many disabled-provider entries are kept for a visitor (platform-core §6). */
export const MAX_HIDDEN_PROVIDERS = 20;

/** `providers-config`: provider slugs hidden from visitors of a country, keyed by ISO country code. */
type ProvidersConfig = { hiddenByCountry: Readonly<Record<string, readonly string[]>> };

const EMPTY_CONFIG: ProvidersConfig = { hiddenByCountry: {} };

/** Tolerant: a malformed entry hides nothing rather than breaking every provider list. */
export const providersConfigSchema = {
  parse(input: unknown): ProvidersConfig {
    const value = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const byCountry = value.hiddenByCountry;
    if (typeof byCountry !== 'object' || byCountry === null) return EMPTY_CONFIG;
    const hiddenByCountry: Record<string, string[]> = {};
    for (const [country, slugs] of Object.entries(byCountry)) {
      if (!Array.isArray(slugs)) continue;
      hiddenByCountry[country.toUpperCase()] = slugs.filter((slug): slug is string => typeof slug === 'string');
    }
    return { hiddenByCountry };
  },
};

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
