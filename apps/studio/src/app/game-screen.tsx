import type { StudioSession } from '@casino/contracts';
import { Suspense } from 'react';
import type { StudioApi } from '../lib/api/studio-api';
import { useI18n } from '../lib/i18n/i18n-context';
import type { SoundEngine } from '../lib/sound/sound-engine';
import { GameProvider } from '../features/session/game-context';
import { useGameSession } from '../features/session/use-game-session';
import { GAMES, LiveGame } from './game-registry';
import { ComingSoonScreen, LoadingScreen } from './screens';

type GameScreenProps = {
  readonly api: StudioApi;
  readonly session: StudioSession;
  readonly sound: SoundEngine;
  readonly onSessionInvalid: () => void;
};

/**
 * Picks the game by its family, or the live table when the session is a live table's; a family without a front end
 * yet gets a polite "coming soon".
 */
export function GameScreen({ api, session, sound, onSessionInvalid }: GameScreenProps) {
  const { t } = useI18n();
  const game = useGameSession({ api, initialSession: session, sound, onSessionInvalid });
  const Game = GAMES[session.game.family];
  if (!session.live && !Game) return <ComingSoonScreen t={t} title={session.game.title} />;
  return (
    <GameProvider value={game}>
      <Suspense fallback={<LoadingScreen label={t('app.loading')} />}>
        {session.live ? <LiveGame onSessionInvalid={onSessionInvalid} /> : Game && <Game />}
      </Suspense>
    </GameProvider>
  );
}
