import {
  USER_LIMIT_PERIODS_BY_TYPE,
  type MoneyLimitType,
  type UserLimitDetail,
  type WalletAccount,
} from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { IconName } from '../../../components/ui/icon';
import { LimitCard } from './limit-card';
import styles from './limits.module.css';
import { MoneyLimitPeriod } from './money-limit-period';

const ICONS: Record<MoneyLimitType, IconName> = { deposit: 'wallet', loss: 'shield', wager: 'coin' };

/** A deposit, loss or wager limit with each of its periods. */
export function MoneyLimitCard({
  type,
  limits,
  accounts,
  now,
}: {
  type: MoneyLimitType;
  limits: readonly UserLimitDetail[];
  accounts: readonly WalletAccount[];
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <LimitCard
      icon={ICONS[type]}
      title={t(`limits.types.${type}.title`)}
      lead={t(`limits.types.${type}.lead`)}
      name={type}
    >
      {accounts.length === 0 ? <p className={styles.muted}>{t('limits.noWallets')}</p> : null}
      <ul className={styles.periods}>
        {USER_LIMIT_PERIODS_BY_TYPE[type].map((period) => (
          <MoneyLimitPeriod
            key={period}
            type={type}
            period={period}
            limit={limits.find((limit) => limit.type === type && limit.period === period)}
            accounts={accounts}
            now={now}
          />
        ))}
      </ul>
    </LimitCard>
  );
}
