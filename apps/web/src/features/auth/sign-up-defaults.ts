import { DEFAULT_CURRENCY, type Country, type Currency, type LocaleCode } from '@casino/contracts';
import { LOCALE_REGIONS } from '../../lib/i18n/locale-regions';

export type SignUpDefaults = { country: string; currency: string };

type SignUpDefaultsInput = {
  /** The country `/api/current_ip` found for the visitor, or null when it only assumed one (or is still unknown). */
  visitorCountry: string | null;
  /** The country the server assumes when it cannot tell (its default): the last resort, never over the region. */
  assumedCountry?: string | null;
  locale: LocaleCode;
  countries: readonly Country[];
  currencies: readonly Currency[];
};

/**
 * The form's first choices: the visitor's own country when players from it may register, else the locale's region
 * (a French-Canadian page opens on Canada, matching the dollars its offer shows), else the country the server
 * assumes, so a form without a country field (the short registration) still sends one. The currency is that
 * country's, else the locale's, but only one the server offers; failing both, the server's default currency.
 */
export function signUpDefaults({
  visitorCountry,
  assumedCountry = null,
  locale,
  countries,
  currencies,
}: SignUpDefaultsInput): SignUpDefaults {
  const region = LOCALE_REGIONS[locale];
  const registrable = (code: string | undefined) =>
    countries.find((country) => country.code === code && country.restriction === 'none');
  const country =
    registrable(visitorCountry ?? undefined) ??
    registrable(region?.country) ??
    registrable(assumedCountry ?? undefined);
  const offered = (code: string | undefined) => currencies.some((currency) => currency.code === code);
  const currency = [country?.default_currency, region?.currency].find(offered);
  return {
    country: country?.code ?? '',
    currency: currency ?? currencies.find((entry) => entry.default)?.code ?? DEFAULT_CURRENCY,
  };
}
