import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { IconName } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { openModal } from '../../../lib/modals/modal-store';
import type { PlayableGame } from '../api/get-game';
import type { GameLaunch } from '../hooks/use-game-launch';
import type { LaunchProblem } from '../utils/launch-problem';
import type { PlayGate } from '../utils/play-gate';
import styles from './game-player.module.css';

type GameStageStateProps = {
  game: PlayableGame;
  gate: PlayGate;
  launch: GameLaunch;
  currency: string | undefined;
};

/** What stands in the frame's place: the loader, or why the game cannot start and the ways forward. */
export function GameStageState({ game, gate, launch, currency }: GameStageStateProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const realMode = searchParams.get('mode') !== 'demo';

  const problem: LaunchProblem | { kind: 'guest' } | null =
    gate === 'guest'
      ? { kind: 'guest' }
      : gate === 'locked'
        ? { kind: 'currency' }
        : gate === 'no-demo'
          ? { kind: 'demo-unavailable' }
          : launch.problem;

  if (!problem) {
    return (
      <div className={styles.loading} role="status">
        <img className={styles.loadingCover} src={game.preview} alt="" width={150} height={200} />
        <Spinner size={28} />
        <p>{t('play.launching', { title: game.title })}</p>
      </div>
    );
  }

  const back = (
    <Link className={buttonClassName({ variant: 'secondary' })} to={localize('/')}>
      {t('play.back')}
    </Link>
  );
  const demoButton = (variant: 'primary' | 'secondary') =>
    realMode && game.has_demo_mode ? (
      <Button variant={variant} onClick={() => setSearchParams({ mode: 'demo' }, { replace: true })}>
        {t('play.tryDemo')}
      </Button>
    ) : null;
  const demo = demoButton('primary');
  const show = (icon: IconName, title: string, text: string, actions: ReactNode) => (
    <EmptyState icon={icon} title={title} text={text} actions={actions} role="status" />
  );

  switch (problem.kind) {
    case 'guest':
      return show(
        'user',
        t('play.guestTitle'),
        t(game.has_demo_mode ? 'play.guestText' : 'play.guestTextNoDemo'),
        <>
          <Button onClick={() => openModal({ id: 'sign-up' })}>{t('auth.signUp')}</Button>
          <Button variant="secondary" onClick={() => openModal({ id: 'login' })}>
            {t('auth.logIn')}
          </Button>
          {demoButton('secondary')}
        </>,
      );
    case 'currency':
      return show(
        'lock',
        t('play.currencyTitle', { currency: currency ?? '' }),
        t(game.has_demo_mode ? 'play.currencyText' : 'play.currencyTextNoDemo'),
        <>
          {demo}
          {back}
        </>,
      );
    case 'demo-unavailable':
      return show(
        'play',
        t('play.demoUnavailableTitle'),
        t('play.demoUnavailableText'),
        <>
          <Button onClick={() => setSearchParams({ mode: 'real' }, { replace: true })}>{t('play.playReal')}</Button>
          {back}
        </>,
      );
    case 'unavailable':
      return show(
        'sparkles',
        t('play.unavailableTitle'),
        t('play.unavailableText'),
        <>
          {demo}
          {back}
        </>,
      );
    case 'profile':
      return show(
        'user',
        t('play.profileTitle'),
        t('play.profileText'),
        <>
          <Button
            onClick={() =>
              openModal(
                { id: 'personal-info', props: { fields: problem.fields.join(','), reason: 'game' } },
                { onClose: launch.relaunch },
              )
            }
          >
            {t('play.profileAction')}
          </Button>
          {back}
        </>,
      );
    case 'region':
      return show('globe', t('play.regionTitle'), t('play.regionText'), back);
    case 'not-found':
      return show('alert', t('play.notFoundTitle'), t('play.notFoundText'), back);
    case 'signed-out':
      return show(
        'user',
        t('play.signedOutTitle'),
        t('play.signedOutText'),
        <Button onClick={() => openModal({ id: 'login' })}>{t('auth.logIn')}</Button>,
      );
    case 'error':
      return show(
        'alert',
        t('play.errorTitle'),
        t('play.errorText'),
        <>
          <Button onClick={launch.relaunch}>{t('play.retry')}</Button>
          {back}
        </>,
      );
  }
}
