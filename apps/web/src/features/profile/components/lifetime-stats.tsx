import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney, formatNumber } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { playerStatsQueryOptions } from '../api/get-player-stats';
import styles from './lifetime-stats.module.css';
import { CardLoadError, ProfileCard } from './profile-card';

type Tile = { key: string; label: string; value: string; caption?: string; className?: string };

/** Lifetime totals from `GET /api/player/stats`: money in, money out, net deposits, play and visits. */
export function LifetimeStats() {
  const { t } = useTranslation();
  const locale = useLocale();
  const stats = useQuery(playerStatsQueryOptions());
  const { account } = useActiveAccount(true);

  const content = () => {
    if (stats.isPending) {
      return (
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={76} />
          ))}
        </div>
      );
    }
    if (stats.isError || !stats.data) return <CardLoadError onRetry={() => void stats.refetch()} />;
    const data = stats.data;
    // Totals are minor units of the player's currency: read them with that wallet's unit (a BTC total is satoshi).
    const unit = account?.currency === data.currency ? account : undefined;
    const money = (cents: number) =>
      unit ? formatMoney(cents, unit.currency, locale, unit.subunits_to_unit, unit.display_unit) : '—';
    const tiles: Tile[] = [
      {
        key: 'deposited',
        label: t('profile.stats.deposited'),
        value: money(data.deposits_sum_cents),
        caption: t('profile.stats.depositsCount', { count: data.deposits_count }),
      },
      {
        key: 'withdrawn',
        label: t('profile.stats.withdrawn'),
        value: money(data.cashouts_sum_cents),
        caption: t('profile.stats.cashoutsCount', { count: data.cashouts_count }),
      },
      {
        key: 'netDeposits',
        label: t('profile.stats.netDeposits'),
        value: money(data.deposits_sum_cents - data.cashouts_sum_cents),
      },
      { key: 'wagered', label: t('profile.stats.wagered'), value: money(data.bets_sum_cents) },
      { key: 'won', label: t('profile.stats.won'), value: money(data.wins_sum_cents), className: styles.won },
      { key: 'signIns', label: t('profile.stats.signIns'), value: formatNumber(data.sign_in_count, locale) },
    ];
    return (
      <dl className={styles.grid}>
        {tiles.map((tile) => (
          <div key={tile.key} className={tile.className ? `${styles.tile} ${tile.className}` : styles.tile}>
            <dt className={styles.label}>{tile.label}</dt>
            <dd className={styles.value}>{tile.value}</dd>
            {tile.caption ? <dd className={styles.caption}>{tile.caption}</dd> : null}
          </div>
        ))}
      </dl>
    );
  };

  return (
    <ProfileCard icon="trophy" tone="gold" title={t('profile.stats.title')} name="stats">
      <div aria-busy={stats.isPending}>{content()}</div>
    </ProfileCard>
  );
}
