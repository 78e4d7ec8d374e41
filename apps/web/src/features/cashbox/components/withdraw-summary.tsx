import type { WalletAccount } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useWalletMoney } from '../use-wallet-money';
import styles from './withdraw.module.css';

/**
 * What the player can take out of the wallet they play from, next to the whole balance. Bonus money is part of
 * the balance but not withdrawable until wagered, so it is named when there is some.
 */
export function WithdrawSummary({ account }: { account: WalletAccount }) {
  const { t } = useTranslation();
  const money = useWalletMoney(account);
  const titleId = useId();
  const bonus = account.amount_cents - account.available_to_cashout_cents;
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <div className={styles.available}>
        <span id={titleId} className={styles.availableLabel}>
          {t('cashbox.withdraw.available')}
        </span>
        <strong className={styles.availableAmount}>{money(account.available_to_cashout_cents)}</strong>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('cashbox.withdraw.balance')}</dt>
          <dd>{money(account.amount_cents)}</dd>
        </div>
        {bonus > 0 ? (
          <div>
            <dt>{t('cashbox.withdraw.bonus')}</dt>
            <dd>{money(bonus)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
