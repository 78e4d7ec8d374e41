import type { GameMode } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Spinner } from '../../../components/ui/spinner';
import { isCurrencyLocked } from '../../../lib/games/currency-lock';
import { useLocale } from '../../../lib/i18n/use-locale';
import { openModal } from '../../../lib/modals/modal-store';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { useSession } from '../../../lib/session/get-player';
import type { PlayableGame } from '../api/get-game';
import { useFrameMessages } from '../hooks/use-frame-messages';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useLeaveGame } from '../hooks/use-leave-game';
import type { FrameMessage } from '../utils/frame-messages';
import { playGate } from '../utils/play-gate';
import { netPosition, recordStep, type SessionRounds } from '../utils/session-stats';
import { writeRoundBalance } from '../utils/round-balance';
import { GameFrame } from './game-frame';
import { GameInfoDialog } from './game-info-dialog';
import styles from './game-player.module.css';
import { GameStageState } from './game-stage-state';
import { GameToolbar } from './game-toolbar';
import { SessionStats } from './session-stats';

/** What a watcher of real play (the reality check, composed in by the app) is told about the session. */
export type RealPlayWatchProps = {
  sessionStartedAt: number;
  netPositionCents: number;
  currency: string;
  onLeave: () => void;
};

type GamePlayerProps = {
  game: PlayableGame;
  providerTitle: string;
  mode: GameMode;
  /** Rendered during real play; features never import each other, so the app passes it in. */
  RealPlayWatch?: ComponentType<RealPlayWatchProps>;
};

const NO_ROUNDS: SessionRounds = new Map();

/** The game area: the launch, the frame and its toolbar, and (real money) the session's balance, time and net. */
export function GamePlayer({ game, providerTitle, mode, RealPlayWatch }: GamePlayerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const { status, player } = useSession();
  const { account } = useActiveAccount(status === 'player');
  const areaRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(areaRef);
  const [infoOpen, setInfoOpen] = useState(false);

  const gate = playGate({
    mode,
    session: status,
    hasDemo: game.has_demo_mode,
    currencyLocked: isCurrencyLocked(game.currencies, player?.currency),
  });
  const launch = useGameLaunch({
    identifier: game.identifier,
    mode,
    currency: player?.currency,
    locale,
    enabled: gate === 'ready',
  });
  const session = launch.session;
  const [played, setPlayed] = useState<{ sessionId: string; rounds: SessionRounds } | null>(null);
  const rounds = played && played.sessionId === session?.session_id ? played.rounds : NO_ROUNDS;

  useProfileRequest(launch.problem, launch.relaunch);
  const leave = useLeaveGame();

  useFrameMessages(frameRef, (message: FrameMessage) => {
    switch (message.type) {
      case 'studio:ready':
        return;
      case 'studio:deposit':
        openModal({ id: 'deposit' });
        return;
      case 'studio:session-invalid':
        launch.relaunch();
        return;
      case 'studio:round':
        if (!session || message.currency !== session.currency) return;
        setPlayed((previous) => ({
          sessionId: session.session_id,
          rounds: recordStep(previous?.sessionId === session.session_id ? previous.rounds : NO_ROUNDS, message),
        }));
        if (session.mode === 'real') writeRoundBalance(queryClient, message);
        return;
    }
  });

  return (
    <div
      ref={areaRef}
      className={styles.area}
      data-fullscreen={fullscreen.fallback ? '' : undefined}
      aria-label={t('play.areaLabel', { title: game.title })}
      role="region"
    >
      <div className={styles.bar}>
        {session?.mode === 'real' && account ? (
          <SessionStats session={session} account={account} rounds={rounds} startedAt={launch.startedAt} />
        ) : null}
        {mode === 'demo' ? <p className={styles.modeNote}>{t('play.demoNote')}</p> : null}
        {/* RTS 10: a round left open resumes inside the game; said up front, a game opening mid-round is no surprise. */}
        {mode === 'real' && status === 'player' && (game.unfinished_games_for?.length ?? 0) > 0 ? (
          <p className={styles.modeNote}>{t('play.unfinished')}</p>
        ) : null}
        <GameToolbar
          mode={mode}
          hasDemo={game.has_demo_mode}
          signedIn={status === 'player'}
          fullscreen={fullscreen}
          onInfo={() => setInfoOpen(true)}
        />
      </div>
      <div className={styles.stage}>
        {session ? (
          <>
            {/* Seen through the frame until the game paints its own screen over it. */}
            <div className={styles.frameLoader} aria-hidden="true">
              <Spinner size={28} />
            </div>
            <GameFrame key={session.session_id} ref={frameRef} session={session} title={game.title} />
          </>
        ) : (
          <GameStageState game={game} gate={gate} launch={launch} currency={player?.currency} />
        )}
      </div>
      {RealPlayWatch && session?.mode === 'real' && launch.startedAt !== null ? (
        <RealPlayWatch
          key={session.session_id}
          sessionStartedAt={launch.startedAt}
          netPositionCents={netPosition(rounds)}
          currency={session.currency}
          onLeave={leave}
        />
      ) : null}
      {infoOpen ? (
        <GameInfoDialog game={game} providerTitle={providerTitle} onClose={() => setInfoOpen(false)} />
      ) : null}
    </div>
  );
}

/**
 * A real launch refused for missing profile fields asks for exactly those, once, and relaunches when the form is
 * closed. If the second launch is refused too, the page shows the state with a button rather than re-opening it.
 */
function useProfileRequest(problem: ReturnType<typeof useGameLaunch>['problem'], relaunch: () => void) {
  const asked = useRef(false);
  const fields = problem?.kind === 'profile' ? problem.fields.join(',') : null;
  useEffect(() => {
    if (fields === null || asked.current) return;
    asked.current = true;
    openModal({ id: 'personal-info', props: { fields, reason: 'game' } }, { onClose: relaunch });
  }, [fields, relaunch]);
}
