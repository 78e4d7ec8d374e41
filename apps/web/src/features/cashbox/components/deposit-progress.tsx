import type { DepositResponse, PlayerPayment, WalletAccount } from '@casino/contracts';
import { FINAL_PAYMENT_STATES } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { queryKeys } from '../../../lib/query-keys';
import { fetchPayment } from '../api/payment-history';
import { useKeyTranslator } from '../use-key-translator';
import styles from './deposit.module.css';

const POLL_MS = 1_500;

const isFinal = (payment: PlayerPayment | undefined) =>
  payment !== undefined && FINAL_PAYMENT_STATES.includes(payment.state);

/**
 * A deposit after it was sent: the 3-D Secure page in a frame, the e-wallet's page (the browser goes there and
 * comes back), or the bank's details; then its outcome, read every 1.5 s until it is final (the realtime
 * `payments_changes` refreshes the same query sooner).
 */
export function DepositProgress({
  started,
  account,
  onAgain,
}: {
  started: DepositResponse | { paymentId: number };
  account: WalletAccount | undefined;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const translate = useKeyTranslator();
  const locale = useLocale();
  const id = 'paymentId' in started ? started.paymentId : started.payment.id;
  const next = 'next' in started ? started.next : { type: 'none' as const };
  const payment = useQuery({
    queryKey: [...queryKeys.payments(), 'one', id],
    queryFn: ({ signal }) => fetchPayment(id, signal),
    initialData: 'payment' in started ? started.payment : undefined,
    refetchInterval: (query) => (isFinal(query.state.data) ? false : POLL_MS),
  });

  // The e-wallet's page is a page of its own: the browser goes there and comes back with `?payment_id=`.
  const redirectTo = next.type === 'redirect' ? next.url : undefined;
  useEffect(() => {
    if (redirectTo) window.location.assign(redirectTo);
  }, [redirectTo]);

  const current = payment.data;
  const money = (cents: number) =>
    formatMoney(cents, current?.currency ?? '', locale, account?.subunits_to_unit, account?.display_unit);

  if (current?.state === 'succeeded') {
    return (
      <EmptyState
        icon="check"
        headingLevel="h3"
        role="status"
        title={t('cashbox.result.succeeded', { amount: money(current.amount_cents) })}
        text={t('cashbox.result.succeededText')}
        actions={
          <Button variant="secondary" onClick={onAgain}>
            {t('cashbox.result.another')}
          </Button>
        }
      />
    );
  }
  if (current && isFinal(current)) {
    const reason = current.cancellation_reason;
    return (
      <EmptyState
        icon="alert"
        headingLevel="h3"
        role="alert"
        title={t('cashbox.result.failed')}
        text={translate(`cashbox.reasons.${reason ?? 'other'}`, 'cashbox.reasons.other')}
        actions={<Button onClick={onAgain}>{t('cashbox.result.tryAgain')}</Button>}
      />
    );
  }
  return (
    <div className={styles.progress}>
      {next.type === 'challenge' ? (
        <iframe className={styles.challenge} src={next.url} title={t('cashbox.result.challengeTitle')} />
      ) : null}
      {next.type === 'bank_transfer' ? (
        <dl className={styles.bank}>
          <div>
            <dt>{t('cashbox.result.beneficiary')}</dt>
            <dd>{next.beneficiary}</dd>
          </div>
          <div>
            <dt>IBAN</dt>
            <dd>
              <code>{next.iban}</code>
            </dd>
          </div>
          <div>
            <dt>BIC</dt>
            <dd>
              <code>{next.bic}</code>
            </dd>
          </div>
          <div>
            <dt>{t('cashbox.result.reference')}</dt>
            <dd>
              <code>{next.reference}</code>
            </dd>
          </div>
          <div>
            <dt>{t('cashbox.amount')}</dt>
            <dd>{current ? money(current.amount_cents) : ''}</dd>
          </div>
        </dl>
      ) : null}
      <p className={styles.waiting} role="status" aria-live="polite">
        <Spinner size={18} />
        {next.type === 'challenge'
          ? t('cashbox.result.challenge')
          : next.type === 'bank_transfer'
            ? t('cashbox.result.bankWaiting')
            : t('cashbox.result.pending')}
      </p>
    </div>
  );
}
