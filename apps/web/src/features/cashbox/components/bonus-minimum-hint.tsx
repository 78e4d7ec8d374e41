import type { WalletAccount } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { parseAmount } from '../amount-rules';
import { missingMinimum, type DepositOffer } from '../deposit-bonus-offers';
import { useWalletMoney } from '../use-wallet-money';

/**
 * Under the amount, while it is below the chosen offer's minimum. A hint, not an error: the deposit goes through,
 * only without the bonus, and the player may mean exactly that.
 */
export function BonusMinimumHint({
  offer,
  amount,
  account,
}: {
  offer: DepositOffer | undefined;
  amount: string;
  account: WalletAccount;
}) {
  const { t } = useTranslation();
  const money = useWalletMoney(account);
  const parsed = parseAmount(amount, account.subunits_to_unit);
  const minimum = missingMinimum(offer, 'cents' in parsed ? parsed.cents : null);
  if (minimum === null || !offer) return null;
  return (
    <FormAlert tone="info">
      {t('depositBonus.belowMinimum', { amount: money(minimum, true), title: offer.title })}
    </FormAlert>
  );
}
