import type { PlayerPayment, WalletAccount } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ModalId, ModalProps } from '../../../lib/modals/modal-ids';
import { getModalStack, replaceTopModal } from '../../../lib/modals/modal-store';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { paymentMethodsQueryOptions } from '../api/payment-methods';
import { MethodGrid, MethodsFailed, MethodsLoading } from './method-grid';
import { PendingWithdrawals } from './pending-withdrawals';
import { WithdrawForm } from './withdraw-form';
import { WithdrawResult } from './withdraw-result';
import { WithdrawSummary } from './withdraw-summary';
import styles from './withdraw.module.css';

/** The amount a `/withdraw?amountProp=` link asks for, as the field shows it; empty when there is none. */
const startingAmount = (amountProp: string | undefined) => {
  const requested = Number(amountProp);
  return Number.isFinite(requested) && requested > 0 ? String(requested) : '';
};

/**
 * The withdrawal step (`/withdraw`): what the wallet the player plays from can pay out, the methods that pay out in
 * its currency, the chosen method's form, then what happens to the request; below, the withdrawals still on their
 * way, which the player may cancel.
 */
export function WithdrawPanel({ props, close }: { props: ModalProps; close: () => void }) {
  const { t } = useTranslation();
  const { account, accounts, isPending } = useActiveAccount(true);
  const [requested, setRequested] = useState<PlayerPayment>();

  // Another cashbox step: the one below this modal when there is one (back to the dashboard), else this modal
  // becomes it, so the stack never holds the same step twice.
  const show = (id: Extract<ModalId, 'cashbox' | 'deposit'>) => {
    if (getModalStack().at(-2)?.id === id) close();
    else replaceTopModal({ id });
  };

  if (isPending) {
    return (
      <div className={styles.step} aria-busy="true">
        <Skeleton height={132} />
        <MethodsLoading />
      </div>
    );
  }
  if (!account) {
    return (
      <EmptyState
        icon="wallet"
        headingLevel="h3"
        role="alert"
        title={t('cashbox.withdraw.walletFailed')}
        actions={<Button onClick={() => show('cashbox')}>{t('cashbox.withdraw.result.back')}</Button>}
      />
    );
  }
  return (
    <div className={styles.step}>
      <WithdrawSummary account={account} />
      {requested ? (
        <WithdrawResult
          requested={requested}
          account={account}
          onAnother={() => setRequested(undefined)}
          onBack={() => show('cashbox')}
        />
      ) : account.available_to_cashout_cents <= 0 ? (
        <EmptyState
          icon="wallet"
          headingLevel="h3"
          title={t('cashbox.withdraw.emptyTitle')}
          text={t(account.amount_cents > 0 ? 'cashbox.withdraw.emptyBonusText' : 'cashbox.withdraw.emptyText')}
          actions={
            <Button variant="gold" onClick={() => show('deposit')}>
              {t('cashbox.withdraw.depositAction')}
            </Button>
          }
        />
      ) : (
        <MethodsAndForm
          account={account}
          startingAmount={startingAmount(props.amountProp)}
          onRequested={setRequested}
        />
      )}
      <PendingWithdrawals accounts={accounts} exceptId={requested?.id} />
    </div>
  );
}

function MethodsAndForm({
  account,
  startingAmount: amount,
  onRequested,
}: {
  account: WalletAccount;
  startingAmount: string;
  onRequested: (payment: PlayerPayment) => void;
}) {
  const { t } = useTranslation();
  const methods = useQuery(paymentMethodsQueryOptions(account.currency, 'cashout'));
  const [chosenId, setChosenId] = useState<string>();
  const [typed, setTyped] = useState(amount);
  const offered = methods.data ?? [];
  const chosen = offered.find((method) => method.id === chosenId) ?? offered[0];

  if (methods.isPending) return <MethodsLoading />;
  if (methods.isError) {
    return <MethodsFailed onRetry={() => void methods.refetch()} />;
  }
  if (!chosen) return <EmptyState icon="wallet" headingLevel="h3" title={t('cashbox.withdraw.noMethods')} />;
  return (
    <>
      <MethodGrid methods={offered} chosen={chosen} onChoose={setChosenId} />
      <WithdrawForm
        key={chosen.id}
        method={chosen}
        account={account}
        amount={typed}
        onAmountChange={setTyped}
        onRequested={onRequested}
      />
    </>
  );
}
