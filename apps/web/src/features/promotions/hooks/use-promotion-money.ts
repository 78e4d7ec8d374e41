import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { currenciesQueryOptions } from '../../../lib/payments/currencies';

/**
 * Formats an offer's minor units. Visitors have no wallet to take units from, so they come from the operator's
 * public list of currencies (µBTC, mETH as the wallets show them); a currency missing from it falls back to cents.
 */
export function usePromotionMoney(): (cents: number, currency: string) => string {
  const locale = useLocale();
  const { data: currencies } = useQuery(currenciesQueryOptions());
  return useCallback(
    (cents: number, code: string) => {
      const currency = currencies?.find((entry) => entry.code === code);
      return formatMoney(cents, code, locale, currency?.subunits_to_unit, currency?.display_unit);
    },
    [currencies, locale],
  );
}
