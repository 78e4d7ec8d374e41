import type { DepositResponse, PaymentMethod, WalletAccount } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ModalProps } from '../../../lib/modals/modal-ids';
import { queryKeys } from '../../../lib/query-keys';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { fetchPaymentMethods } from '../api/deposits';
import { DepositForm } from './deposit-form';
import { DepositProgress } from './deposit-progress';
import { useKeyTranslator } from '../use-key-translator';
import styles from './deposit.module.css';

/**
 * The deposit step: the methods of the wallet the player plays from, the chosen method's form, then what happens
 * to the payment. `/deposit-fast` shows only the cards the player saved. Coming back from the e-wallet's page
 * (`?payment_id=`), it opens on that payment.
 */
export function DepositPanel({ props, oneClick }: { props: ModalProps; oneClick: boolean }) {
  const { t } = useTranslation();
  const { account, isPending } = useActiveAccount(true);
  const currency = account?.currency;
  const methods = useQuery({
    queryKey: [...queryKeys.payments(), 'methods', currency, 'deposit'],
    queryFn: ({ signal }) => fetchPaymentMethods(currency!, 'deposit', signal),
    enabled: currency !== undefined,
  });
  const returnedId = Number(props.payment_id);
  const [started, setStarted] = useState<DepositResponse | { paymentId: number } | undefined>(
    Number.isSafeInteger(returnedId) && returnedId > 0 ? { paymentId: returnedId } : undefined,
  );
  const offered = (methods.data ?? []).filter((method) => !oneClick || method.savedProfiles.length > 0);
  const [chosenId, setChosenId] = useState<string>();
  const chosen = offered.find((method) => method.id === chosenId) ?? offered[0];

  if (started) return <DepositProgress started={started} account={account} onAgain={() => setStarted(undefined)} />;
  if (isPending || methods.isPending) return <MethodsLoading />;
  if (methods.isError || !account) {
    return (
      <EmptyState
        icon="wallet"
        headingLevel="h3"
        role="alert"
        title={t('cashbox.depositForm.methodsFailed')}
        actions={
          <Button variant="secondary" onClick={() => void methods.refetch()}>
            {t('cashbox.history.retry')}
          </Button>
        }
      />
    );
  }
  if (!chosen) {
    return (
      <EmptyState
        icon="wallet"
        headingLevel="h3"
        title={t(oneClick ? 'cashbox.depositForm.noSavedCards' : 'cashbox.depositForm.noMethods')}
      />
    );
  }
  return (
    <div className={styles.panel}>
      <MethodGrid methods={offered} chosen={chosen} onChoose={setChosenId} />
      <DepositForm
        key={chosen.id}
        method={chosen}
        account={account as WalletAccount}
        props={props}
        oneClick={oneClick}
        onStarted={setStarted}
      />
    </div>
  );
}

function MethodsLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} aria-busy="true" aria-label={t('cashbox.depositForm.loadingMethods')}>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} height={72} />
      ))}
    </div>
  );
}

function MethodGrid({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const translate = useKeyTranslator();
  return (
    <div className={styles.grid} role="radiogroup" aria-label={t('cashbox.methods')}>
      {methods.map((method) => (
        <button
          key={method.id}
          type="button"
          role="radio"
          aria-checked={method.id === chosen.id}
          className={styles.method}
          onClick={() => onChoose(method.id)}
        >
          {method.iconSrc ? <img src={method.iconSrc} alt="" width={48} height={32} /> : null}
          <span>{translate(method.translationKey, { text: method.title ?? method.id })}</span>
        </button>
      ))}
    </div>
  );
}
