import type { WalletAccount } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { formatMoney } from '../../../lib/i18n/format';
import { dateTimeText, timeUntil } from '../../../lib/i18n/time-until';
import { useLocale, useLocalizedPath } from '../../../lib/i18n/use-locale';
import type { DepositRefusal } from '../deposit-refusal';
import styles from './deposit.module.css';

const PERIOD_KEYS = {
  day: 'limits.periodNames.day',
  week: 'limits.periodNames.week',
  month: 'limits.periodNames.month',
} as const;

/**
 * Why responsible gambling stopped this deposit, and when it can go ahead: no money was taken, and the limits
 * page is one tap away. Worded as a fact, not a problem to work around.
 */
export function DepositLimitRefusal({ refusal, account }: { refusal: DepositRefusal; account: WalletAccount }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  // The moment the refusal arrived: "resets in 5 hours" is said from then.
  const [now] = useState(() => Date.now());
  let message: string;
  if (refusal.kind === 'limit') {
    const { period } = refusal;
    const periodKey =
      period && Object.hasOwn(PERIOD_KEYS, period) ? PERIOD_KEYS[period as keyof typeof PERIOD_KEYS] : null;
    message =
      refusal.resetsAt && refusal.remainingCents !== null && periodKey
        ? t('cashbox.limits.reached', {
            period: t(periodKey).toLocaleLowerCase(locale),
            remaining: formatMoney(
              refusal.remainingCents,
              account.currency,
              locale,
              account.subunits_to_unit,
              account.display_unit,
            ),
            relative: timeUntil(refusal.resetsAt, now, locale),
            date: dateTimeText(refusal.resetsAt, locale),
          })
        : t('cashbox.limits.reachedNoDate');
  } else if (refusal.kind === 'limitRequired') {
    message = t('cashbox.limits.required');
  } else if (refusal.kind === 'coolingOff') {
    message = t('cashbox.limits.coolingOff', { date: refusal.until ? dateTimeText(refusal.until, locale) : '—' });
  } else {
    message = t('cashbox.limits.selfExcluded');
  }
  return (
    <FormAlert tone="info" focusOnShow>
      {message}{' '}
      <Link className={styles.link} to={localize('/profile/limits')}>
        {t('cashbox.limits.link')}
      </Link>
    </FormAlert>
  );
}
