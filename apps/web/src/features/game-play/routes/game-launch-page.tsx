import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { REGION_RESTRICTED, useGame } from '../api/get-game';
import { useProviderTitle } from '../api/get-provider-title';
import styles from './game-launch-page.module.css';

/**
 * `/play/{producer}/{name}?mode=real|demo`: a holding page until the game-play release brings the launcher
 * (and with it the cashbox, limits and region checks that must run before real-money play).
 */
export function GameLaunchPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { producer = '', name = '' } = useParams();
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode') === 'demo' ? 'demo' : 'real';
  const { data, isPending } = useGame(producer, name);
  const game = data === REGION_RESTRICTED ? null : data;
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

  if (!isPending && !game) {
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
      {game ? (
        <>
          <title>{t('app.pageTitle', { title: game.title })}</title>
          <img className={styles.backdrop} src={game.preview} alt="" aria-hidden="true" />
        </>
      ) : null}
      <div className={styles.card}>
        {game ? (
          <img className={styles.cover} src={game.preview} alt="" width={240} height={320} />
        ) : (
          <Skeleton width={240} aspectRatio="3 / 4" radius="var(--radius-lg)" />
        )}
        <p className={styles.eyebrow}>{t('play.eyebrow')}</p>
        <h1 id="game-title" className={styles.title}>
          {game ? game.title : <Skeleton width={260} height={40} />}
        </h1>
        {game ? <p className={styles.provider}>{t('play.by', { provider: providerTitle })}</p> : null}
        <p className={styles.mode}>
          <Icon name={mode === 'demo' ? 'sparkles' : 'play'} size={14} />
          {mode === 'demo' ? t('play.modeDemo') : t('play.modeReal')}
        </p>
        <p className={styles.note}>{t('play.comingSoon')}</p>
        {backLink}
      </div>
    </section>
  );
}
