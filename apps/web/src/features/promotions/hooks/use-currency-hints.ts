import { useQuery } from '@tanstack/react-query';
import { countryQueryOptions, foundVisitorCountryQueryOptions } from '../../../lib/geo/get-geo';
import { useLocale } from '../../../lib/i18n/use-locale';
import { currenciesQueryOptions } from '../../../lib/payments/currencies';
import { useSession } from '../../../lib/session/get-player';
import type { CurrencyHints } from '../utils/offer-currency';

/**
 * What tells which currency to show offers in (see offer-currency.ts). `deciding` holds while any of it is still
 * loading: the cards wait rather than open in euros and jump to dollars a moment later.
 */
export function useCurrencyHints(): { deciding: boolean; hints: CurrencyHints } {
  const locale = useLocale();
  const session = useSession();
  // Only a country the server found: one it merely assumed should not outrank the locale's region.
  const found = useQuery(foundVisitorCountryQueryOptions());
  const country = found.data ?? null;
  const record = useQuery({ ...countryQueryOptions(country ?? ''), enabled: country !== null });
  // The units of the money shown (µBTC for a bitcoin wallet): a failed list falls back to cents, never blocks.
  const currencies = useQuery(currenciesQueryOptions());
  const deciding =
    session.status === 'pending' || found.isPending || (country !== null && record.isPending) || currencies.isPending;
  return {
    deciding,
    hints: {
      playerCurrency: session.player?.currency ?? null,
      countryCurrency: record.data?.default_currency ?? null,
      locale,
    },
  };
}
