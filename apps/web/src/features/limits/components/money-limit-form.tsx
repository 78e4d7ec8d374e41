import type { MoneyLimitType, UserLimitDetail, UserLimitPeriod, WalletAccount } from '@casino/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon';
import { useSaveLimit } from '../api/save-limit';
import { limitAmountText, parseLimitAmount, type AmountProblem } from '../utils/limit-amount';
import { changeTiming, type ChangeTiming } from '../utils/limit-view';
import styles from './limits.module.css';
import { saveErrorKey } from './save-error-key';

type Props = {
  type: MoneyLimitType;
  period: UserLimitPeriod;
  limit: UserLimitDetail | undefined;
  accounts: readonly WalletAccount[];
  onDone: (outcome: 'applied' | 'pending') => void;
  onCancel: () => void;
};

/** The strongest thing a change does, said before submitting: any raise makes the whole request wait. */
function overallTiming(timings: readonly ChangeTiming[]): ChangeTiming {
  if (timings.includes('delayed')) return 'delayed';
  if (timings.includes('immediate')) return 'immediate';
  if (timings.includes('new')) return 'new';
  return 'unchanged';
}

/** Amounts per currency in whole units, typed freely and read exactly; a blank currency is left without a limit. */
export function MoneyLimitForm({ type, period, limit, accounts, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveLimit();
  const currentOf = (currency: string) => limit?.accounts.find((account) => account.currency === currency);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      accounts.map((account) => {
        const current = currentOf(account.currency);
        return [account.currency, current ? limitAmountText(current.amount_cents, account.subunits_to_unit) : ''];
      }),
    ),
  );
  const [shownProblems, setShownProblems] = useState(false);

  const read = accounts.map((account) => {
    const text = texts[account.currency] ?? '';
    // A currency that already has an amount must keep one; a new one may stay blank.
    if (text.trim() === '' && !currentOf(account.currency)) return { account, skipped: true as const };
    return { account, skipped: false as const, parsed: parseLimitAmount(text, account.subunits_to_unit) };
  });
  const problems = read.flatMap((entry) =>
    !entry.skipped && 'problem' in entry.parsed ? [[entry.account.currency, entry.parsed.problem] as const] : [],
  );
  const amounts = read.flatMap((entry) =>
    !entry.skipped && 'cents' in entry.parsed
      ? [{ currency: entry.account.currency, amount_cents: entry.parsed.cents }]
      : [],
  );
  const timing = overallTiming(
    amounts.map(({ currency, amount_cents }) => changeTiming(currentOf(currency)?.amount_cents, amount_cents)),
  );
  const problemOf = (currency: string): AmountProblem | undefined =>
    problems.find(([problemCurrency]) => problemCurrency === currency)?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShownProblems(true);
    if (problems.length > 0 || amounts.length === 0) return;
    save.mutate(
      { type, period, accounts: amounts },
      { onSuccess: (saved) => onDone(saved && saved.status !== 'active' ? 'pending' : 'applied') },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${formId}-timing`}>
      {accounts.map((account) => {
        const problem = shownProblems ? problemOf(account.currency) : undefined;
        return (
          <TextField
            key={account.currency}
            label={t('limits.amountLabel', { currency: account.currency })}
            inputMode="decimal"
            autoComplete="off"
            value={texts[account.currency] ?? ''}
            onChange={(event) => setTexts((previous) => ({ ...previous, [account.currency]: event.target.value }))}
            error={problem ? t(`limits.errors.${problem}`) : undefined}
          />
        );
      })}
      {shownProblems && amounts.length === 0 && problems.length === 0 ? (
        <FormAlert tone="danger">{t('limits.errors.atLeastOne')}</FormAlert>
      ) : null}
      <p className={styles.note} id={`${formId}-timing`}>
        <Icon name="info" size={16} />
        <span>{t(`limits.timing.${timing}`)}</span>
      </p>
      {save.isError ? <FormAlert tone="danger">{t(saveErrorKey(save.error))}</FormAlert> : null}
      <div className={styles.row}>
        <Button type="submit" size="sm" disabled={save.isPending || timing === 'unchanged'}>
          {timing === 'delayed' ? t('limits.requestRaise') : t('limits.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('limits.cancel')}
        </Button>
      </div>
    </form>
  );
}
