import type { WalletAccount } from '@casino/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { HistoryFilter } from '../api/payment-history';
import { paymentHistoryQueryOptions } from '../api/payment-history';
import { useRecallPayment } from '../use-recall-payment';
import { PaymentLines } from './payment-lines';
import styles from './payment-history.module.css';

const FILTERS: readonly HistoryFilter[] = ['', 'deposit', 'cashout'];

/**
 * The payment history: every deposit and withdrawal, newest first, filtered by type, a page at a time. A pending
 * withdrawal the licence lets the player cancel has a Recall button; the realtime `payments_changes` channel keeps
 * the list current (see lib/realtime/private-messages.ts).
 */
export function PaymentHistory({ accounts }: { accounts: readonly WalletAccount[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<HistoryFilter>('');
  const history = useInfiniteQuery(paymentHistoryQueryOptions(filter));
  const recall = useRecallPayment();
  const payments = history.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section className={styles.history} aria-labelledby="cashbox-history-title">
      <div className={styles.header}>
        <h3 id="cashbox-history-title" className={styles.title}>
          {t('cashbox.history.title')}
        </h3>
        <div className={styles.filters} role="group" aria-label={t('cashbox.history.filter')}>
          {FILTERS.map((value) => (
            <button
              key={value || 'all'}
              type="button"
              className={styles.filter}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {t(`cashbox.history.filters.${value || 'all'}`)}
            </button>
          ))}
        </div>
      </div>
      {recall.isError ? (
        <p className={styles.error} role="alert">
          {t('cashbox.history.recallFailed')}
        </p>
      ) : null}
      {history.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label={t('cashbox.history.loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : history.isError ? (
        <EmptyState
          icon="wallet"
          headingLevel="h3"
          role="alert"
          title={t('cashbox.history.errorTitle')}
          actions={
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t('cashbox.history.retry')}
            </Button>
          }
        />
      ) : payments.length === 0 ? (
        <EmptyState icon="wallet" headingLevel="h3" title={t('cashbox.history.empty')} />
      ) : (
        <PaymentLines payments={payments} accounts={accounts} locale={locale} recall={recall} className={styles.list} />
      )}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          block
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('cashbox.history.more')}
        </Button>
      ) : null}
    </section>
  );
}
