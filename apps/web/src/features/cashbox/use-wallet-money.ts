import type { WalletAccount } from '@casino/contracts';
import { useCallback } from 'react';
import { formatMoney } from '../../lib/i18n/format';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * Formats minor units of a wallet's currency. `asTyped` shows whole units (BTC, not µBTC), the unit the amount field
 * takes, so a limit in a message reads the way the player types it.
 */
export function useWalletMoney(account: Pick<WalletAccount, 'currency' | 'subunits_to_unit' | 'display_unit'>) {
  const locale = useLocale();
  return useCallback(
    (cents: number, asTyped = false) =>
      formatMoney(cents, account.currency, locale, account.subunits_to_unit, asTyped ? 'unit' : account.display_unit),
    [account.currency, account.subunits_to_unit, account.display_unit, locale],
  );
}
