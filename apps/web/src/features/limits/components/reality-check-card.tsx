import { REALITY_CHECK_INTERVALS } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRealityCheckSetting } from '../api/get-reality-check';
import { useSetRealityCheck } from '../api/set-reality-check';
import { LimitCard } from './limit-card';
import styles from './limits.module.css';

/** RTS 13: how often a reminder of time played and money won or lost interrupts real play. */
export function RealityCheckCard() {
  const { t } = useTranslation();
  const setting = useRealityCheckSetting();
  const choose = useSetRealityCheck();
  // The licence decides which intervals are on offer (a UK-style licence does not offer "off").
  const intervals = setting.data?.allowed_intervals ?? [...REALITY_CHECK_INTERVALS];
  const label = (minutes: number) =>
    minutes === 0 ? t('limits.realityCheck.off') : t('limits.realityCheck.every', { minutes });

  return (
    <LimitCard
      icon="bell"
      title={t('limits.realityCheck.title')}
      lead={t('limits.realityCheck.lead')}
      name="reality-check"
    >
      {setting.isPending ? <Skeleton height={44} radius="var(--radius-md)" /> : null}
      {setting.isError ? <FormAlert tone="danger">{t('limits.loadError')}</FormAlert> : null}
      {setting.data ? (
        <SelectField
          label={t('limits.realityCheck.label')}
          value={String(choose.isPending ? choose.variables : setting.data.interval_minutes)}
          disabled={choose.isPending}
          onChange={(event) => choose.mutate(Number(event.target.value))}
          options={intervals.map((minutes) => ({ value: String(minutes), label: label(minutes) }))}
        />
      ) : null}
      <p className={styles.live} role="status">
        {choose.isSuccess ? t('limits.realityCheck.saved') : ''}
      </p>
      {choose.isError ? <FormAlert tone="danger">{t('limits.errors.saveFailed')}</FormAlert> : null}
    </LimitCard>
  );
}
