import type { LocaleCode, PlayerPayment, WalletAccount } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/i18n/format';
import styles from './payment-history.module.css';

/** How a state reads at a glance: done, on its way, or stopped. */
const TONE: Record<PlayerPayment['state'], 'good' | 'waiting' | 'stopped'> = {
  succeeded: 'good',
  pending: 'waiting',
  processing: 'waiting',
  reserved: 'waiting',
  canceled: 'stopped',
  declined: 'stopped',
  rejected: 'stopped',
  recalled: 'stopped',
};

type PaymentLineProps = {
  payment: PlayerPayment;
  /** The wallet in the payment's currency, for its units (µBTC, mETH); absent for a wallet no longer listed. */
  account: WalletAccount | undefined;
  locale: LocaleCode;
  recalling: boolean;
  onRecall: () => void;
};

export function PaymentLine({ payment, account, locale, recalling, onRecall }: PaymentLineProps) {
  const { t } = useTranslation();
  const amount = formatMoney(
    payment.amount_cents,
    payment.currency,
    locale,
    account?.subunits_to_unit,
    account?.display_unit,
  );
  const when = new Date(payment.created_at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={styles.line}>
      <div className={styles.what}>
        <span className={styles.method}>
          {t(`cashbox.history.actions.${payment.action}`)} · {payment.payment_system}
        </span>
        <span className={styles.meta}>
          <time dateTime={payment.created_at}>{when}</time>
          {payment.account_label ? (
            <>
              {' · '}
              <span className={styles.label}>{payment.account_label}</span>
            </>
          ) : null}
        </span>
      </div>
      <div className={styles.amountColumn}>
        <span className={styles.amount}>
          {/* Only money that moved, or is moving, carries a sign: a declined deposit added nothing. */}
          {TONE[payment.state] === 'stopped' ? '' : payment.action === 'cashout' ? '−' : '+'}
          {amount}
        </span>
        <span className={`${styles.state} ${styles[TONE[payment.state]]}`}>{t(`cashbox.states.${payment.state}`)}</span>
      </div>
      {payment.recallable ? (
        <Button size="sm" variant="secondary" disabled={recalling} onClick={onRecall} className={styles.recall}>
          {t('cashbox.history.recall')}
        </Button>
      ) : null}
    </li>
  );
}
