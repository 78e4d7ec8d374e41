import type { LocaleCode, WalletAccount } from '@casino/contracts';
import { formatMoney } from '../../../lib/i18n/format';

/**
 * The amount a deposit link asked for (`amountProp`, in whole units), in the active wallet's currency. Minor units
 * differ per currency (100 for EUR, 10^8 for BTC), so they come from the wallet; null when there is nothing to
 * show yet.
 */
export function requestedAmount(
  amountProp: string | undefined,
  account: Pick<WalletAccount, 'currency' | 'subunits_to_unit'> | undefined,
  locale: LocaleCode,
): string | null {
  const amount = Number(amountProp ?? 0);
  if (!account || !Number.isFinite(amount) || amount <= 0) return null;
  const minorUnits = Math.round(amount * account.subunits_to_unit);
  return formatMoney(minorUnits, account.currency, locale, account.subunits_to_unit);
}
