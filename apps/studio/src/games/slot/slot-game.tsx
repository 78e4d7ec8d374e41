import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useAutoplay } from '../../features/chrome/autoplay/use-autoplay';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { symbolSvg } from './art/symbol-svg';
import { BetSelector } from './bet-selector';
import { CasinoSpinsPanel } from './casino-spins-panel';
import type { ReelsController, ReelsTarget } from './reels-controller';
import { betLevels, initialLevelIndex } from './slot-bets';
import { SlotPaytable } from './slot-paytable';
import { payMode } from './slot-paytable-rows';
import { SlotStage } from './slot-stage';
import { latestSpin, readSlotSession, readSlotView, restingStops, stripWindow, type SlotSession } from './slot-view';
import { useCasinoSpins } from './use-casino-spins';
import { useSlotKeys } from './use-slot-keys';
import { useSlotRound } from './use-slot-round';
import { WinMeter } from './win-meter';
import styles from './slot.module.css';

export function SlotGame() {
  const { t } = useI18n();
  const { session } = useGame();
  // Parsed once per slot field (the session object itself changes with every round's nonce).
  const slot = useMemo(() => readSlotSession(session.slot), [session.slot]);
  if (!slot) {
    return <GameLayout stage={<p className={styles.unavailable}>{t('slot.unavailable')}</p>} action={null} hideStake />;
  }
  return <SlotMachine slot={slot} />;
}

/** What the reels show first: the open round's latest spin when one is resumed, else the strips at rest. */
function firstTarget(slot: SlotSession, view: ReturnType<typeof readSlotView>): ReelsTarget {
  if (view) {
    const spin = latestSpin(view);
    return { kind: spin.kind, stops: spin.stops, grid: spin.grid };
  }
  const stops = restingStops(slot.definition);
  const grid = slot.definition.reels.base.map((strip, reel) =>
    stripWindow(strip, stops[reel]!, slot.definition.grid.rows),
  );
  return { kind: 'paid', stops, grid };
}

function SlotMachine({ slot }: { slot: SlotSession }) {
  const { t } = useI18n();
  const { amount } = useMoney();
  const { session, round, setStake, sound, motion } = useGame();
  const { definition } = slot;
  const levels = useMemo(() => betLevels(slot.coin_values, definition.coinsPerBet), [slot, definition]);
  const [initial] = useState(() => {
    const view = readSlotView(round);
    return {
      target: firstTarget(slot, view),
      levelIndex: initialLevelIndex(levels, {
        preferredStake: session.min_stake * 10,
        openCoinValue: view?.coin_value,
      }),
    };
  });
  const [levelIndex, setLevelIndex] = useState(initial.levelIndex);
  const level = levels[levelIndex];
  // The chrome stakes what it holds: keep it on the chosen level's bet.
  useEffect(() => {
    if (level) setStake(level.bet);
  }, [level, setStake]);

  const svgs = useMemo(() => {
    const labels = { wild: t('slot.wildMark'), scatter: t('slot.scatterMark') };
    const symbols = [...definition.symbols, definition.wild.symbol, definition.scatter.symbol];
    return new Map(symbols.map((symbol) => [symbol, symbolSvg(definition, symbol, labels)]));
  }, [definition, t]);

  const reels = useRef<ReelsController | null>(null);
  const [reelsReady, setReelsReady] = useState(false);
  const onReady = useCallback((controller: ReelsController | null) => {
    reels.current = controller;
    setReelsReady(controller !== null);
  }, []);
  const onReelStop = useCallback(
    (_reel: number, scatter: boolean) => sound.play(scatter ? 'scatter' : 'reel-stop'),
    [sound],
  );

  // Autoplay is the slot's own (see useSlotRound's playRound): its flow must know when a run is on.
  const playRoundRef = useRef<() => ReturnType<ReturnType<typeof useSlotRound>['playRound']>>(() =>
    Promise.resolve(undefined),
  );
  const autoplay = useAutoplay(useCallback(() => playRoundRef.current(), []));
  const slotRound = useSlotRound({
    slot,
    level,
    casinoSpins: session.freespins,
    reels,
    reelsReady,
    initialTarget: initial.target,
    autoAdvance: autoplay.running,
    t,
    amount,
  });
  useEffect(() => {
    playRoundRef.current = slotRound.playRound;
  });
  useSlotKeys(slotRound.primary, !autoplay.running);
  const casinoSpins = useCasinoSpins(session.freespins, round, slotRound.phase === 'idle');

  const mode = payMode(definition);
  const locked = slotRound.phase !== 'idle';
  const { shown, phase, moving } = slotRound;
  const freeSpinsLeft =
    shown && (phase === 'free-spins' || phase === 'paused')
      ? Math.max(0, shown.view.free_spins_left - (moving ? 1 : 0))
      : undefined;
  return (
    <GameLayout
      hideStake
      autoplayRun={autoplay}
      autoplayLocked={locked}
      stage={
        <SlotStage
          title={session.game.title}
          definition={definition}
          svgs={svgs}
          initial={initial.target}
          reducedMotion={motion.reducedMotion}
          onReady={onReady}
          onReelStop={onReelStop}
          shown={slotRound.shown}
          panel={slotRound.panel}
          payMode={mode}
          bet={session.freespins?.bet ?? level?.bet}
          freeSpinsLeft={freeSpinsLeft}
        />
      }
      resultBanner={
        <WinMeter
          shown={slotRound.shown}
          phase={slotRound.phase}
          moving={slotRound.moving}
          multiplier={definition.freeSpins.multiplier}
          reducedMotion={motion.reducedMotion}
          turbo={motion.turbo}
        />
      }
      controls={
        casinoSpins.ended ? (
          <CasinoSpinsPanel ended={casinoSpins.ended} onDone={casinoSpins.dismiss} />
        ) : casinoSpins.shown ? (
          <CasinoSpinsPanel spins={casinoSpins.shown} />
        ) : (
          <BetSelector
            levels={levels}
            index={levelIndex}
            onChange={setLevelIndex}
            disabled={locked}
            payMode={mode}
            coinsPerBet={definition.coinsPerBet}
          />
        )
      }
      paytable={<SlotPaytable slot={slot} level={level} svgs={svgs} />}
      action={
        <Button
          variant={slotRound.phase === 'intro' || slotRound.phase === 'outro' ? 'gold' : 'primary'}
          block
          className={styles.spinButton}
          disabled={slotRound.primary.disabled}
          onClick={slotRound.primary.run}
        >
          {slotRound.primary.label}
        </Button>
      }
    />
  );
}
