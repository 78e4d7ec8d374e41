import type { DepositResponse, WalletAccount } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EmptyState } from '../../../components/ui/empty-state';
import type { ModalProps } from '../../../lib/modals/modal-ids';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { paymentMethodsQueryOptions } from '../api/payment-methods';
import { useDepositBonus, type DepositBonusState } from '../use-deposit-bonus';
import { useWalletMoney } from '../use-wallet-money';
import { DepositBonus } from './deposit-bonus';
import { DepositForm } from './deposit-form';
import { DepositLimitNote } from './deposit-limit-note';
import { DepositProgress } from './deposit-progress';
import { MethodGrid, MethodsFailed, MethodsLoading } from './method-grid';
import styles from './deposit.module.css';

/**
 * The deposit step: the methods of the wallet the player plays from, the chosen method's form, then what happens
 * to the payment. `/deposit-fast` shows only the cards the player saved. Coming back from the e-wallet's page
 * (`?payment_id=`), it opens on that payment. The bonus choice sits beside the form (opened out on top on
 * `/deposit-bonus`) and never holds the deposit up.
 */
export function DepositPanel({ props, oneClick }: { props: ModalProps; oneClick: boolean }) {
  const { t } = useTranslation();
  const { account, isPending } = useActiveAccount(true);
  const currency = account?.currency;
  const methods = useQuery(paymentMethodsQueryOptions(currency, 'deposit'));
  const returnedId = Number(props.payment_id);
  const [started, setStarted] = useState<DepositResponse | { paymentId: number } | undefined>(
    Number.isSafeInteger(returnedId) && returnedId > 0 ? { paymentId: returnedId } : undefined,
  );
  const offered = (methods.data ?? []).filter((method) => !oneClick || method.savedProfiles.length > 0);
  const [chosenId, setChosenId] = useState<string>();
  const chosen = offered.find((method) => method.id === chosenId) ?? offered[0];
  const bonus = useDepositBonus(currency);

  if (started) return <DepositProgress started={started} account={account} onAgain={() => setStarted(undefined)} />;
  if (isPending || methods.isPending) return <MethodsLoading />;
  if (methods.isError || !account) {
    return <MethodsFailed onRetry={() => void methods.refetch()} />;
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
  const expanded = props.bonus === DEPOSIT_BONUS_PROP;
  const bonusPart = <BonusPart bonus={bonus} account={account} expanded={expanded} initialCode={props.promocode} />;
  return (
    <div className={styles.panel}>
      {expanded ? bonusPart : null}
      <MethodGrid methods={offered} chosen={chosen} onChoose={setChosenId} />
      {expanded ? null : bonusPart}
      <DepositForm
        key={chosen.id}
        method={chosen}
        account={account}
        props={props}
        oneClick={oneClick}
        onStarted={setStarted}
        bonusOffer={bonus.chosenOffer}
        promoCode={bonus.appliedCode ?? props.promocode}
      />
      <DepositLimitNote />
    </div>
  );
}

/** `/deposit-bonus` opens the deposit with this prop (route-table.ts): the bonus choice opened out, first. */
const DEPOSIT_BONUS_PROP = 'choose';

function BonusPart({
  bonus,
  account,
  expanded,
  initialCode,
}: {
  bonus: DepositBonusState;
  account: WalletAccount;
  expanded: boolean;
  initialCode: string | undefined;
}) {
  const money = useWalletMoney(account);
  return <DepositBonus bonus={bonus} expanded={expanded} money={money} initialCode={initialCode} />;
}
