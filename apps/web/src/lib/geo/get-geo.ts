import { type Country, type License, type ProjectInfo } from '@casino/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { http } from '../http/api';
import { responseSchema } from '../http/lazy-response-schemas';
import { queryKeys } from '../query-keys';

function fetchCurrentIp(signal?: AbortSignal) {
  return http
    .request('/api/current_ip', {
      schema: responseSchema('currentIpSchema'),
      signal,
      logCode: 'LOAD_CURRENT_IP_ERROR',
      retries: 2,
    })
    .catch(() => undefined);
}

async function fetchVisitorCountry(signal?: AbortSignal): Promise<string | null> {
  return (await fetchCurrentIp(signal))?.country_code.toUpperCase() ?? null;
}

/** The visitor's country only when the server found it; null when it answered with its default. */
async function fetchFoundVisitorCountry(signal?: AbortSignal): Promise<string | null> {
  const answer = await fetchCurrentIp(signal);
  return answer && answer.country_known !== false ? answer.country_code.toUpperCase() : null;
}

async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  const countries = await http
    .request('/api/info/countries', {
      schema: responseSchema('countriesSchema'),
      signal,
      logCode: 'LOAD_COUNTRIES_ERROR',
      retries: 2,
    })
    .catch(() => undefined);
  return countries ?? [];
}

async function fetchCountry(code: string, signal?: AbortSignal): Promise<Country | null> {
  const country = await http
    .request(`/api/info/countries/${encodeURIComponent(code)}`, {
      schema: responseSchema('countrySchema'),
      signal,
      logCode: 'LOAD_COUNTRIES_ERROR',
      retries: 2,
    })
    .catch(() => undefined);
  return country ?? null;
}

async function fetchProjectInfo(signal?: AbortSignal): Promise<ProjectInfo | null> {
  const project = await http
    .request('/api/info/project', {
      schema: responseSchema('projectInfoSchema'),
      signal,
      logCode: 'LOAD_PROJECT_ERROR',
      retries: 2,
    })
    .catch(() => undefined);
  return project ?? null;
}

export const visitorCountryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentIp(),
    queryFn: ({ signal }) => fetchVisitorCountry(signal),
    staleTime: 30 * 60_000,
  });

/**
 * For suggestions only (sign-up's first country): a country the server merely assumed should not outrank the
 * page's own region. Its own key, since the route guards read the plain country from the other one.
 */
export const foundVisitorCountryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.foundCountry(),
    queryFn: ({ signal }) => fetchFoundVisitorCountry(signal),
    staleTime: 30 * 60_000,
  });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: 60 * 60_000,
  });

/** One country's record, for the visitor's restriction: the first screen never loads the 20 KB list. */
export const countryQueryOptions = (code: string) =>
  queryOptions({
    queryKey: queryKeys.country(code),
    queryFn: ({ signal }) => fetchCountry(code, signal),
    staleTime: 60 * 60_000,
  });

const projectInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.projectInfo(),
    queryFn: ({ signal }) => fetchProjectInfo(signal),
    staleTime: 60 * 60_000,
  });

export type VisitorGeo = {
  /** ISO country code, or null while unknown. */
  country: string | null;
  restriction: Country['restriction'];
};

export function visitorGeo(country: string | null, record: Country | null): VisitorGeo {
  const restriction = record?.code === country ? record.restriction : 'none';
  return { country, restriction };
}

export function useVisitorGeo(): VisitorGeo {
  const country = useQuery(visitorCountryQueryOptions()).data ?? null;
  const record = useQuery({ ...countryQueryOptions(country ?? ''), enabled: country !== null }).data ?? null;
  return visitorGeo(country, record);
}

/** The same, for the route guards: the visitor's country, then that country's record. */
export async function loadVisitorGeo(queryClient: QueryClient): Promise<VisitorGeo> {
  const country = await queryClient.ensureQueryData(visitorCountryQueryOptions());
  const record = country ? await queryClient.ensureQueryData(countryQueryOptions(country)) : null;
  return visitorGeo(country, record);
}

export function useProjectLicense(): License {
  return useQuery(projectInfoQueryOptions()).data?.license ?? 'CW';
}
