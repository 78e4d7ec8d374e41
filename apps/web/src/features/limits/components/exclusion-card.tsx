import {
  USER_LIMIT_PERIODS_BY_TYPE,
  type ExclusionLimitType,
  type UserLimitDetail,
  type UserLimitPeriod,
} from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form/select-field';
import { useLocale } from '../../../lib/i18n/use-locale';
import { dateTimeText } from '../../../lib/i18n/time-until';
import { ExclusionDialog } from './exclusion-dialog';
import { LimitCard } from './limit-card';
import styles from './limits.module.css';

/** Cooling-off or self-exclusion: the one in force and its end, or a choice of duration that opens the dialog. */
export function ExclusionCard({ type, limits }: { type: ExclusionLimitType; limits: readonly UserLimitDetail[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const periods = USER_LIMIT_PERIODS_BY_TYPE[type];
  const [period, setPeriod] = useState<UserLimitPeriod>(periods[0] ?? 'day');
  const [open, setOpen] = useState(false);
  const current = limits.find((limit) => limit.type === type);

  return (
    <LimitCard
      icon={type === 'coolingoff' ? 'clock' : 'lock'}
      title={t(`limits.types.${type}.title`)}
      lead={t(`limits.types.${type}.lead`)}
      name={type}
    >
      {current ? (
        <p className={styles.active} role="status">
          {current.ends_at
            ? t(`limits.exclusion.${type}.activeUntil`, { date: dateTimeText(current.ends_at, locale) })
            : t('limits.exclusion.selfexclusion.activeForever')}
        </p>
      ) : (
        <div className={styles.form}>
          <SelectField
            label={t('limits.exclusion.durationLabel')}
            value={period}
            onChange={(event) => setPeriod(event.target.value as UserLimitPeriod)}
            options={periods.map((value) => ({ value, label: t(`limits.durations.${value}`) }))}
          />
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t(`limits.exclusion.${type}.start`)}
            </Button>
          </div>
        </div>
      )}
      {open ? <ExclusionDialog type={type} period={period} onClose={() => setOpen(false)} /> : null}
    </LimitCard>
  );
}
