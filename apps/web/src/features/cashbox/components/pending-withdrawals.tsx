import type { WalletAccount } from '@casino/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import { paymentHistoryQueryOptions } from '../api/payment-history';
import { useRecallPayment } from '../use-recall-payment';
import { PaymentLines } from './payment-lines';
import historyStyles from './payment-history.module.css';
import styles from './withdraw.module.css';

/**
 * The player's withdrawals still on their way (waiting for review or being paid), newest first, with Cancel where
 * the licence allows it. Read from the first page of the withdrawal history, which the realtime channel refreshes;
 * `exceptId` leaves out the one the result above already shows.
 */
export function PendingWithdrawals({
  accounts,
  exceptId,
}: {
  accounts: readonly WalletAccount[];
  exceptId: number | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const history = useInfiniteQuery(paymentHistoryQueryOptions('cashout'));
  const recall = useRecallPayment();
  const pending = (history.data?.pages[0]?.data ?? []).filter(
    (payment) => (payment.state === 'pending' || payment.state === 'processing') && payment.id !== exceptId,
  );
  if (pending.length === 0) return null;

  return (
    <section className={styles.pending} aria-labelledby={titleId}>
      <h3 id={titleId} className={historyStyles.title}>
        {t('cashbox.withdraw.pendingTitle')}
      </h3>
      {recall.isError ? (
        <p className={historyStyles.error} role="alert">
          {t('cashbox.history.recallFailed')}
        </p>
      ) : null}
      <PaymentLines
        payments={pending}
        accounts={accounts}
        locale={locale}
        recall={recall}
        className={historyStyles.list}
      />
    </section>
  );
}
