import type { UserLimitDetail } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useSaveLimit } from '../api/save-limit';
import { awaitsConfirmation, isPendingRemoval, pendingEffectiveAt } from '../utils/limit-view';
import { dateTimeText } from '../../../lib/i18n/time-until';
import styles from './limits.module.css';
import { saveErrorKey } from './save-error-key';

/**
 * A raise or removal that waits, with its dates and a way to withdraw it. Withdrawing sends the amounts in force
 * again: the server keeps them and drops the waiting change, so the protection the player has stays as it is.
 */
export function PendingChange({
  limit,
  newAmountsText,
}: {
  limit: UserLimitDetail;
  /** The raised amounts, formatted ("€500, 0.01 BTC"); empty for a removal or a session limit. */
  newAmountsText: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveLimit();
  const removal = isPendingRemoval(limit);
  const effectiveAt = pendingEffectiveAt(limit);

  const withdraw = () =>
    save.mutate({
      type: limit.type,
      period: limit.period,
      ...(limit.session
        ? { amount_minutes: limit.session.amount_minutes }
        : {
            accounts: limit.accounts.map((account) => ({
              currency: account.currency,
              amount_cents: account.amount_cents,
            })),
          }),
    });

  return (
    <div className={styles.pending} data-pending-change>
      <p className={styles.pendingTitle}>
        {removal ? t('limits.pending.removal') : t('limits.pending.raise', { amounts: newAmountsText })}
      </p>
      {awaitsConfirmation(limit) && limit.confirm_until ? (
        <p>{t('limits.pending.awaitsConfirmation', { deadline: dateTimeText(limit.confirm_until, locale) })}</p>
      ) : null}
      {effectiveAt ? <p>{t('limits.pending.effective', { date: dateTimeText(effectiveAt, locale) })}</p> : null}
      <p className={styles.muted}>{t('limits.pending.keep')}</p>
      {save.isError ? <FormAlert tone="danger">{t(saveErrorKey(save.error))}</FormAlert> : null}
      <div className={styles.row}>
        <Button size="sm" variant="secondary" onClick={withdraw} disabled={save.isPending}>
          {t('limits.pending.cancel')}
        </Button>
      </div>
    </div>
  );
}
