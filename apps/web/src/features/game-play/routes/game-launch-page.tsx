import type { GameMode } from '@casino/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { REGION_RESTRICTED, useGame } from '../api/get-game';
import { useProviderTitle } from '../api/get-provider-title';
import { GamePlayer, type RealPlayWatchProps } from '../components/game-player';
import styles from './game-launch-page.module.css';

/**
 * `/play/{producer}/{name}?mode=real|demo`: the game page. The game's own answer decides first (a 451 region
 * refusal, a stale link); then the player launches it (components/game-player.tsx).
 */
type GameLaunchPageProps = {
  /** Shown during real play (the reality check); the app composes it in, as features never import each other. */
  RealPlayWatch?: ComponentType<RealPlayWatchProps>;
};

export function GameLaunchPage({ RealPlayWatch }: GameLaunchPageProps = {}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { producer = '', name = '' } = useParams();
  const [searchParams] = useSearchParams();
  const mode: GameMode = searchParams.get('mode') === 'demo' ? 'demo' : 'real';
  const { data, isPending, isError, refetch } = useGame(producer, name);
  const providerTitle = useProviderTitle(producer);

  const backLink = (
    <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={localize('/')}>
      <Icon name="arrow-left" size={18} />
      {t('play.back')}
    </Link>
  );

  if (data === REGION_RESTRICTED) {
    return (
      <EmptyState
        headingLevel="h1"
        icon="globe"
        title={t('play.regionTitle')}
        text={t('play.regionText')}
        actions={backLink}
      />
    );
  }

  if (isError) {
    return (
      <EmptyState
        headingLevel="h1"
        icon="alert"
        title={t('play.errorTitle')}
        text={t('play.errorText')}
        actions={
          <>
            <Button size="lg" onClick={() => void refetch()}>
              {t('play.retry')}
            </Button>
            {backLink}
          </>
        }
      />
    );
  }

  if (!isPending && !data) {
    return (
      <EmptyState
        headingLevel="h1"
        icon="alert"
        title={t('play.notFoundTitle')}
        text={t('play.notFoundText')}
        actions={backLink}
      />
    );
  }

  return (
    <section className={styles.page} aria-labelledby="game-title" aria-busy={isPending}>
      {data ? <title>{t('app.pageTitle', { title: data.title })}</title> : null}
      <header className={styles.head}>
        <h1 id="game-title" className={styles.title}>
          {data ? data.title : <Skeleton width={240} height={32} />}
        </h1>
        {data ? <p className={styles.provider}>{t('play.by', { provider: providerTitle })}</p> : null}
      </header>
      {data ? (
        <GamePlayer
          key={data.identifier}
          game={data}
          providerTitle={providerTitle}
          mode={mode}
          RealPlayWatch={RealPlayWatch}
        />
      ) : (
        <Skeleton className={styles.skeletonStage} radius="var(--radius-xl)" />
      )}
    </section>
  );
}
