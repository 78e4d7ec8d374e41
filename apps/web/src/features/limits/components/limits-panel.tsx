import { MONEY_LIMIT_TYPES } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { useLimitDetails } from '../api/get-limits';
import { ExclusionCard } from './exclusion-card';
import styles from './limits.module.css';
import { MoneyLimitCard } from './money-limit-card';
import { RealityCheckCard } from './reality-check-card';
import { SessionLimitCard } from './session-limit-card';

/** "Resets in 5 hours" must not go stale on a page left open: the clock the page reads ticks once a minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** `/profile/limits`: every limit of platform-core §4, the reality check, cooling-off and self-exclusion. */
export function LimitsPanel() {
  const { t } = useTranslation();
  const limits = useLimitDetails();
  const { accounts, isPending: accountsPending } = useActiveAccount(true);
  const now = useMinuteClock();

  if (limits.isPending || accountsPending) {
    return (
      <div className={styles.panel} aria-busy="true">
        <Skeleton height={72} radius="var(--radius-lg)" />
        <div className={styles.grid}>
          <Skeleton height={320} radius="var(--radius-xl)" />
          <Skeleton height={320} radius="var(--radius-xl)" />
        </div>
      </div>
    );
  }
  if (limits.isError) {
    // Never an empty page that reads as "no limits": the player is told the list did not load.
    return (
      <div className={styles.intro} role="alert">
        <p>{t('limits.loadError')}</p>
        <div className={styles.row}>
          <Button size="sm" variant="secondary" onClick={() => void limits.refetch()}>
            {t('limits.retry')}
          </Button>
        </div>
      </div>
    );
  }
  const list = limits.data;
  return (
    <div className={styles.panel} data-limits-panel>
      <div className={styles.intro}>
        <p>{t('limits.intro')}</p>
        <p>{t('limits.rules')}</p>
        {list.length === 0 ? <p>{t('limits.empty')}</p> : null}
      </div>
      <div className={styles.grid}>
        {MONEY_LIMIT_TYPES.map((type) => (
          <MoneyLimitCard key={type} type={type} limits={list} accounts={accounts} now={now} />
        ))}
        <SessionLimitCard limits={list} now={now} />
        <RealityCheckCard />
        <ExclusionCard type="coolingoff" limits={list} />
        <ExclusionCard type="selfexclusion" limits={list} />
      </div>
    </div>
  );
}
