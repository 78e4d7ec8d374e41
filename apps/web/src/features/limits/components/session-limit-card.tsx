import { USER_LIMIT_PERIODS_BY_TYPE, type UserLimitDetail, type UserLimitPeriod } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { formatNumber } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { hasPendingChange, periodNameKey } from '../utils/limit-view';
import { LimitCard } from './limit-card';
import styles from './limits.module.css';
import { PendingChange } from './pending-change';
import { RemoveLimitButton } from './remove-limit-button';
import { SessionLimitForm } from './session-limit-form';
import { UsageBar } from './usage-bar';

function SessionPeriod({ period, limit, now }: { period: UserLimitPeriod; limit?: UserLimitDetail; now: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<'applied' | 'pending' | null>(null);
  const session = limit?.session;
  const minutes = (value: number) => t('limits.session.minutes', { minutes: formatNumber(value, locale) });
  const pendingMinutes = limit?.pending_change?.amount_minutes;

  return (
    <li className={styles.period} data-limit-period={`session-${period}`}>
      <div className={styles.periodHead}>
        <span className={styles.periodName}>{t(periodNameKey(period))}</span>
        {limit?.reached ? <span className={styles.reached}>{t('limits.reachedBadge')}</span> : null}
        {!limit ? <span className={styles.muted}>{t('limits.notSet')}</span> : null}
      </div>
      {session ? (
        <UsageBar
          usedText={t('limits.used', {
            used: minutes(session.current_value_minutes),
            amount: minutes(session.amount_minutes),
          })}
          remainingText={t('limits.left', {
            remaining: minutes(Math.max(0, session.amount_minutes - session.current_value_minutes)),
          })}
          share={session.amount_minutes > 0 ? Math.min(1, session.current_value_minutes / session.amount_minutes) : 1}
          resetsAt={session.active_until}
          now={now}
        />
      ) : null}
      {limit && hasPendingChange(limit) ? (
        <PendingChange limit={limit} newAmountsText={pendingMinutes ? minutes(pendingMinutes) : ''} />
      ) : null}
      {outcome ? (
        <FormAlert tone="success">
          {t(outcome === 'pending' ? 'limits.saved.pending' : 'limits.saved.applied')}
        </FormAlert>
      ) : null}
      {editing ? (
        <SessionLimitForm
          period={period}
          currentMinutes={session?.amount_minutes}
          onCancel={() => setEditing(false)}
          onDone={(result) => {
            setOutcome(result);
            setEditing(false);
          }}
        />
      ) : (
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

/** The session limit: how long the player may play for real money per day, week or month. */
export function SessionLimitCard({ limits, now }: { limits: readonly UserLimitDetail[]; now: number }) {
  const { t } = useTranslation();
  return (
    <LimitCard
      icon="clock"
      title={t('limits.types.session.title')}
      lead={t('limits.types.session.lead')}
      name="session"
    >
      <ul className={styles.periods}>
        {USER_LIMIT_PERIODS_BY_TYPE.session.map((period) => (
          <SessionPeriod
            key={period}
            period={period}
            limit={limits.find((limit) => limit.type === 'session' && limit.period === period)}
            now={now}
          />
        ))}
      </ul>
    </LimitCard>
  );
}
