import { Suspense, useCallback, useMemo, useState } from 'react';
import { ComingSoonScreen, LoadingScreen, NetworkErrorScreen } from '../../app/screens';
import { useI18n } from '../../lib/i18n/i18n-context';
import { clampStake } from '../../lib/money/stake-bounds';
import { GameProvider, useGame, type GameContextValue } from '../session/game-context';
import { LiveProvider, type LiveContextValue } from './live-context';
import { isLiveFamily, type LiveFamily } from './live-outcome';
import { LIVE_TABLES } from './live-tables';
import { useLiveTable } from './use-live-table';

/**
 * The live table's screen, shown instead of the family's single-player game when the session is a live table's.
 * Its shared chrome (balance, chips, refusals) reads the table's balance and bet through the game context.
 */
export function LiveScreen({ onSessionInvalid }: { onSessionInvalid: () => void }) {
  const { t } = useI18n();
  const { session } = useGame();
  const family = session.game.family;
  if (!isLiveFamily(family)) return <ComingSoonScreen t={t} title={session.game.title} />;
  return <LiveTableScreen family={family} onSessionInvalid={onSessionInvalid} />;
}

function LiveTableScreen({ family, onSessionInvalid }: { family: LiveFamily; onSessionInvalid: () => void }) {
  const { t } = useI18n();
  const game = useGame();
  const { Table, revealMs } = LIVE_TABLES[family];
  const live = useLiveTable({
    api: game.api,
    currency: game.session.currency,
    revealMs,
    motion: game.motion,
    sound: game.sound,
    onSessionInvalid,
  });
  const balance = live.shownBalance ?? game.session.balance;
  const { min_stake: minStake, max_stake: maxStake } = game.session;
  // The money wheel's stake (the card and dice tables stake the sum of their chips), bounded by the table's balance.
  const [stake, setStakeState] = useState(() => clampStake(minStake * 10, { min: minStake, max: maxStake, balance }));
  const setStake = useCallback(
    (next: number) => setStakeState(clampStake(next, { min: minStake, max: maxStake, balance })),
    [balance, maxStake, minStake],
  );

  const gameValue = useMemo<GameContextValue>(
    () => ({
      ...game,
      balance,
      stake,
      setStake,
      round: null,
      revealed: true,
      busy: live.placing || live.cashingOut || live.deciding,
      problem: live.problem,
      dismissProblem: live.dismissProblem,
    }),
    [balance, game, live.cashingOut, live.deciding, live.dismissProblem, live.placing, live.problem, setStake, stake],
  );

  const { state, phase } = live;
  const liveValue = useMemo<LiveContextValue | undefined>(
    () =>
      state && phase
        ? {
            family,
            state,
            phase,
            revealed: live.revealed,
            revealMs: live.revealMs,
            offsetMs: live.offsetMs,
            connection: live.connection,
            placing: live.placing,
            placeBet: live.placeBet,
            cashingOut: live.cashingOut,
            cashOut: live.cashOut,
            deciding: live.deciding,
            decide: live.decide,
            move: live.move,
          }
        : undefined,
    [
      family,
      live.cashOut,
      live.cashingOut,
      live.connection,
      live.decide,
      live.deciding,
      live.move,
      live.offsetMs,
      live.placeBet,
      live.placing,
      live.revealMs,
      live.revealed,
      phase,
      state,
    ],
  );

  if (!liveValue) {
    return live.loadFailed ? (
      <NetworkErrorScreen t={t} onRetry={() => void live.retry()} />
    ) : (
      <LoadingScreen label={t('app.loading')} />
    );
  }
  return (
    <GameProvider value={gameValue}>
      <LiveProvider value={liveValue}>
        <Suspense fallback={<LoadingScreen label={t('app.loading')} />}>
          <Table />
        </Suspense>
      </LiveProvider>
    </GameProvider>
  );
}
