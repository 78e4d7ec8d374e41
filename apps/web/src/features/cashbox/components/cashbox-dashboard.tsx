import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/i18n/format';
import { openModal } from '../../../lib/modals/modal-store';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import styles from './cashbox-dashboard.module.css';
import { PaymentHistory } from './payment-history';

/**
 * The cashbox dashboard (`/cashbox`, `/dashboard`): the player's wallets with what each can withdraw, the way to
 * deposit and withdraw, and the payment history with recall of pending withdrawals.
 */
export function CashboxDashboard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { accounts, account: active } = useActiveAccount(true);
  const money = (cents: number, currency: string) => {
    const wallet = accounts.find((candidate) => candidate.currency === currency);
    return formatMoney(cents, currency, locale, wallet?.subunits_to_unit, wallet?.display_unit);
  };

  return (
    <div className={styles.dashboard}>
      <ul className={styles.wallets} aria-label={t('cashbox.dashboard.wallets')}>
        {accounts.map((wallet) => (
          <li key={wallet.currency} className={wallet.currency === active?.currency ? styles.active : undefined}>
            <span className={styles.currency}>{wallet.currency}</span>
            <span className={styles.balance}>{money(wallet.amount_cents, wallet.currency)}</span>
            <span className={styles.withdrawable}>
              {t('cashbox.dashboard.withdrawable', {
                amount: money(wallet.available_to_cashout_cents, wallet.currency),
              })}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="gold" size="lg" block onClick={() => openModal({ id: 'deposit' })}>
          {t('cashbox.deposit')}
        </Button>
        <Button variant="secondary" size="lg" block onClick={() => openModal({ id: 'withdraw' })}>
          {t('cashbox.withdraw.action')}
        </Button>
      </div>
      <PaymentHistory accounts={accounts} />
    </div>
  );
}
