import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '../i18n/use-locale';
import { countriesQueryOptions } from './get-geo';

type CountryOption = { value: string; label: string };

/**
 * The countries a player may choose, named and sorted in the page's language (`Intl.DisplayNames`, so the
 * list needs no translations of its own). Partly restricted countries are left out; `keep` stays in anyway
 * (a country already on a profile must still show).
 */
export function useCountryOptions(keep?: string | null): { options: CountryOption[] } {
  const locale = useLocale();
  const { data: countries = [] } = useQuery(countriesQueryOptions());
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return countries
      .filter((country) => country.restriction === 'none' || country.code === keep)
      .map((country) => ({ value: country.code, label: names.of(country.code) ?? country.name }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [countries, locale, keep]);
  return { options };
}
