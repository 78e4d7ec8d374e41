import type { PlayerPayment, WalletAccount } from '@casino/contracts';
import { FINAL_PAYMENT_STATES } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { focusOnMount } from '../../../components/ui/focus-on-mount';
import { Icon, type IconName } from '../../../components/ui/icon';
import { queryKeys } from '../../../lib/query-keys';
import { fetchPayment } from '../api/payment-history';
import { useKeyTranslator } from '../use-key-translator';
import { useRecallPayment } from '../use-recall-payment';
import { useWalletMoney } from '../use-wallet-money';
import styles from './withdraw.module.css';

/** A withdrawal being paid is read often; one waiting for a person's review, less so (realtime refreshes both). */
const POLL_MS = { pending: 5_000, processing: 1_500 } as const;

type Outcome = 'pending' | 'processing' | 'paid' | 'declined' | 'recalled';

function outcomeOf(state: PlayerPayment['state']): Outcome {
  switch (state) {
    case 'pending':
      return 'pending';
    case 'processing':
    case 'reserved':
      return 'processing';
    case 'succeeded':
      return 'paid';
    case 'recalled':
    case 'canceled':
      return 'recalled';
    case 'declined':
    case 'rejected':
      return 'declined';
  }
}

const LOOK: Record<Outcome, { icon: IconName; tone: string }> = {
  pending: { icon: 'clock', tone: 'waiting' },
  processing: { icon: 'rocket', tone: 'moving' },
  paid: { icon: 'check', tone: 'good' },
  declined: { icon: 'alert', tone: 'stopped' },
  recalled: { icon: 'wallet', tone: 'stopped' },
};

/**
 * What happens next to a withdrawal just requested: waiting for review (and it can still be canceled), approved and
 * being paid, paid, declined or canceled with the money back. Followed until it is final.
 */
export function WithdrawResult({
  requested,
  account,
  onAnother,
  onBack,
}: {
  requested: PlayerPayment;
  account: WalletAccount;
  onAnother: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const translate = useKeyTranslator();
  const money = useWalletMoney(account);
  const recall = useRecallPayment();
  const query = useQuery({
    queryKey: [...queryKeys.payments(), 'one', requested.id],
    queryFn: ({ signal }) => fetchPayment(requested.id, signal),
    initialData: requested,
    refetchInterval: ({ state }) => {
      const current = state.data?.state;
      if (!current || FINAL_PAYMENT_STATES.includes(current)) return false;
      return current === 'pending' ? POLL_MS.pending : POLL_MS.processing;
    },
  });
  const payment = query.data ?? requested;
  const outcome = outcomeOf(payment.state);
  const amount = money(payment.amount_cents);
  const destination = payment.account_label ?? t('cashbox.withdraw.result.yourAccount');
  const reason = payment.cancellation_reason;
  const final = FINAL_PAYMENT_STATES.includes(payment.state);

  return (
    <div className={`${styles.result} ${styles[LOOK[outcome].tone]}`} tabIndex={-1} ref={focusOnMount}>
      <span className={styles.resultIcon}>
        <Icon name={LOOK[outcome].icon} size={28} />
      </span>
      <div role="status" aria-live="polite" className={styles.resultText}>
        <h3 className={styles.resultTitle}>{t(`cashbox.withdraw.result.${outcome}Title`, { amount })}</h3>
        <p>{t(`cashbox.withdraw.result.${outcome}Text`, { amount, destination })}</p>
        {outcome === 'declined' && reason ? (
          // A provider's reason is a known key; an operator's rejection is their own words, shown as written.
          <p>{translate(`cashbox.withdraw.reasons.${reason}`, { text: reason })}</p>
        ) : null}
      </div>
      {outcome === 'declined' || outcome === 'recalled' ? null : <Tracker outcome={outcome} />}
      {recall.isError ? (
        <p className={styles.resultError} role="alert">
          {t('cashbox.history.recallFailed')}
        </p>
      ) : null}
      <div className={styles.resultActions}>
        {payment.recallable ? (
          <Button variant="secondary" disabled={recall.isPending} onClick={() => recall.mutate(payment)}>
            {t('cashbox.history.recall')}
          </Button>
        ) : null}
        {final ? (
          <Button variant="secondary" onClick={onAnother}>
            {t('cashbox.withdraw.result.another')}
          </Button>
        ) : null}
        <Button onClick={onBack}>{t('cashbox.withdraw.result.back')}</Button>
      </div>
    </div>
  );
}

const STEPS = ['requested', 'approved', 'paid'] as const;

/** Requested → approved → paid, with the step the withdrawal is at marked for screen readers too. */
function Tracker({ outcome }: { outcome: 'pending' | 'processing' | 'paid' }) {
  const { t } = useTranslation();
  const reached = { pending: 0, processing: 1, paid: 2 }[outcome];
  return (
    <ol className={styles.tracker} aria-label={t('cashbox.withdraw.result.progress')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index < reached || outcome === 'paid' ? styles.done : index === reached ? styles.current : ''}
          aria-current={index === reached ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true">
            {index < reached || outcome === 'paid' ? <Icon name="check" size={12} /> : null}
          </span>
          {t(`cashbox.withdraw.result.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
