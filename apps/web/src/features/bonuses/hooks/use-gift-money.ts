import type { WalletAccount } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { accountsQueryOptions } from '../../../lib/session/get-accounts';

export type GiftMoney = {
  /** Minor units of `currency`, in the wallet's display unit (µBTC, mETH) where the player has that wallet. */
  format: (cents: number, currency: string) => string;
  /** How many minor units make one unit of `currency` (100 for EUR, 10^8 for BTC). */
  subunits: (currency: string) => number;
};

/**
 * Bonuses carry a currency but not its units; the wallets know them. Without the wallet (still loading, or a
 * currency no longer held) amounts fall back to cents, as the game history does.
 */
export function useGiftMoney(): GiftMoney {
  const locale = useLocale();
  const { data: accounts } = useQuery(accountsQueryOptions());
  const accountOf = useCallback(
    (currency: string): WalletAccount | undefined => accounts?.find((account) => account.currency === currency),
    [accounts],
  );
  const format = useCallback(
    (cents: number, currency: string) => {
      const account = accountOf(currency);
      return formatMoney(cents, currency, locale, account?.subunits_to_unit, account?.display_unit);
    },
    [accountOf, locale],
  );
  const subunits = useCallback((currency: string) => accountOf(currency)?.subunits_to_unit ?? 100, [accountOf]);
  return { format, subunits };
}
