import type { MoneyLimitType, UserLimitDetail, UserLimitPeriod, WalletAccount } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { hasPendingChange, periodNameKey, usageOf } from '../utils/limit-view';
import styles from './limits.module.css';
import { MoneyLimitForm } from './money-limit-form';
import { PendingChange } from './pending-change';
import { RemoveLimitButton } from './remove-limit-button';
import { UsageBar } from './usage-bar';

type Props = {
  type: MoneyLimitType;
  period: UserLimitPeriod;
  limit: UserLimitDetail | undefined;
  accounts: readonly WalletAccount[];
  now: number;
};

/** One period of a money limit: its usage per currency, a waiting change, and the form to set or change it. */
export function MoneyLimitPeriod({ type, period, limit, accounts, now }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<'applied' | 'pending' | null>(null);
  const walletOf = (currency: string) => accounts.find((account) => account.currency === currency);
  const money = (cents: number, currency: string) => {
    const wallet = walletOf(currency);
    return formatMoney(cents, currency, locale, wallet?.subunits_to_unit ?? 100, wallet?.display_unit ?? 'unit');
  };
  const newAmountsText = (limit?.pending_change?.accounts ?? [])
    .map((account) => money(account.amount_cents, account.currency))
    .join(', ');

  return (
    <li className={styles.period} data-limit-period={`${type}-${period}`}>
      <div className={styles.periodHead}>
        <span className={styles.periodName}>{t(periodNameKey(period))}</span>
        {limit?.reached ? <span className={styles.reached}>{t('limits.reachedBadge')}</span> : null}
        {!limit ? <span className={styles.muted}>{t('limits.notSet')}</span> : null}
      </div>
      {limit?.accounts.map((account, index, all) => {
        const usage = usageOf(account);
        // Currencies of one limit share its window: say when it resets once, unless they differ.
        const sameWindow = all.every((other) => other.active_until === account.active_until);
        const showReset = !sameWindow || index === all.length - 1;
        return (
          <UsageBar
            key={account.currency}
            usedText={t('limits.used', {
              used: money(usage.used, account.currency),
              amount: money(account.amount_cents, account.currency),
            })}
            remainingText={t('limits.left', { remaining: money(usage.remaining, account.currency) })}
            share={usage.share}
            resetsAt={showReset ? account.active_until : undefined}
            now={now}
          />
        );
      })}
      {limit && hasPendingChange(limit) ? <PendingChange limit={limit} newAmountsText={newAmountsText} /> : null}
      {outcome ? (
        <FormAlert tone="success">
          {t(outcome === 'pending' ? 'limits.saved.pending' : 'limits.saved.applied')}
        </FormAlert>
      ) : null}
      {editing ? (
        <MoneyLimitForm
          type={type}
          period={period}
          limit={limit}
          accounts={accounts}
          onCancel={() => setEditing(false)}
          onDone={(result) => {
            setOutcome(result);
            setEditing(false);
          }}
        />
      ) : accounts.length === 0 ? null : (
        <div className={styles.row}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setOutcome(null);
              setEditing(true);
            }}
          >
            {limit ? t('limits.change') : t('limits.set')}
          </Button>
          {limit && limit.status === 'active' ? <RemoveLimitButton limitId={limit.id} /> : null}
        </div>
      )}
    </li>
  );
}
