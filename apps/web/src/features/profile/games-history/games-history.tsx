import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale, useLocalizedPath } from '../../../lib/i18n/use-locale';
import { accountsQueryOptions } from '../../../lib/session/get-accounts';
import { gameRoundsQueryOptions } from '../api/game-rounds';
import styles from './games-history.module.css';
import { RoundCards, RoundsTable } from './round-lists';
import { roundView } from './round-view';

/**
 * The player's game rounds, newest first, a page at a time: a table on wide screens, cards on phones (both are
 * rendered; CSS shows one, so a rotated tablet needs no new request).
 */
export function GamesHistory() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const history = useInfiniteQuery(gameRoundsQueryOptions());
  // Only for the units of each currency (µBTC, mETH): without the wallets the amounts fall back to plain units.
  const accounts = useQuery(accountsQueryOptions());
  const rounds = (history.data?.pages.flat() ?? []).map((round) => roundView(round, accounts.data ?? [], locale));

  if (history.isPending) {
    return (
      <div className={styles.loading} aria-busy="true" role="status" aria-label={t('profile.history.loading')}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={56} radius="var(--radius-md)" />
        ))}
      </div>
    );
  }
  if (history.isError && rounds.length === 0) {
    return (
      <EmptyState
        icon="alert"
        role="alert"
        title={t('profile.history.errorTitle')}
        text={t('profile.history.errorText')}
        actions={
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('profile.retry')}
          </Button>
        }
      />
    );
  }
  if (rounds.length === 0) {
    return (
      <EmptyState
        icon="dice"
        title={t('profile.history.emptyTitle')}
        text={t('profile.history.emptyText')}
        actions={
          <Link className={buttonClassName()} to={localize('/')}>
            {t('profile.history.toLobby')}
          </Link>
        }
      />
    );
  }
  return (
    <section className={styles.history} aria-labelledby="games-history-title">
      <h2 id="games-history-title" className={styles.title}>
        {t('profile.history.title')}
      </h2>
      <RoundsTable rounds={rounds} className={styles.wide} />
      <RoundCards rounds={rounds} className={styles.narrow} />
      {history.isFetchNextPageError ? (
        <p className={styles.error} role="alert">
          {t('profile.history.moreFailed')}
        </p>
      ) : null}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          block
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? t('profile.history.loadingMore') : t('profile.history.more')}
        </Button>
      ) : null}
    </section>
  );
}
