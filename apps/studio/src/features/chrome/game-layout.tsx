import type { StudioRound } from '@casino/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useGame } from '../session/game-context';
import { AutoplayPanel, AutoplayStopButton } from './autoplay/autoplay-control';
import { useAutoplay, type AutoplayState } from './autoplay/use-autoplay';
import { ProblemBanner } from './problem-banner';
import { ResultBanner } from './result-banner';
import styles from './game-layout.module.css';
import { StakeControl } from './stake-control';
import { TopBar } from './top-bar';
import { reveal } from '../../lib/scroll/reveal';

type GameLayoutProps = {
  /** The board: dice track, mine field, plinko pegs … */
  readonly stage: ReactNode;
  /** The game's own choices, between the stake and the main button. */
  readonly controls?: ReactNode;
  /** The main button (bet, cash out …), last in the panel so a thumb finds it. */
  readonly action: ReactNode;
  /** The stake is fixed while a round is open. */
  readonly stakeLocked?: boolean;
  /** The family's paytable, shown in the rules panel. */
  readonly paytable?: ReactNode;
  /** A table's bet slip sets the stake itself (the sum of its chips): no stake field. */
  readonly hideStake?: boolean;
  /**
   * One round exactly as the main button plays it, for games whose round is one step: autoplay repeats it where the
   * licence allows (not under a UK-style licence).
   */
  readonly autoplay?: () => Promise<StudioRound | undefined>;
  /**
   * Autoplay run by the game itself (the slot's: its keyboard and its free spins must know when a run is on),
   * shown by the layout like its own.
   */
  readonly autoplayRun?: AutoplayState;
  /** A game that announces its own outcome (the slot's win meter) in place of the shared result banner. */
  readonly resultBanner?: ReactNode;
  /** No autoplay run may start now (a slot's free spins are playing). */
  readonly autoplayLocked?: boolean;
};

const noRound = () => Promise.resolve(undefined);

/** The frame every game shares: top bar, a stage, and a panel of controls (beside the stage on wide screens). */
export function GameLayout({
  stage,
  controls,
  action,
  stakeLocked,
  paytable,
  hideStake,
  autoplay,
  autoplayRun: gameAutoplay,
  resultBanner,
  autoplayLocked,
}: GameLayoutProps) {
  const { busy, motion, session } = useGame();
  const ownAutoplay = useAutoplay(autoplay ?? noRound);
  const autoplayRun = gameAutoplay ?? ownAutoplay;
  const offersAutoplay = (autoplay !== undefined || gameAutoplay !== undefined) && session.licence.autoplay;
  const stageRef = useRef<HTMLElement>(null);
  // On a phone the controls sit below the stage: once a round is sent, bring the stage back into view so the player
  // sees the outcome they bet on, not only the button they pressed: a stage already in view stays put, a taller one
  // shows its top (a roulette's wheel over its board), never the board's bottom edge.
  useEffect(() => {
    const stage = stageRef.current;
    if (!busy || !stage) return;
    reveal(stage, motion.reducedMotion);
    // On a desktop a tall board scrolls inside the stage: back to its top, where the result banner shows.
    if (stage.scrollTop > 0) stage.scrollTo({ top: 0, behavior: motion.reducedMotion ? 'auto' : 'smooth' });
  }, [busy, motion.reducedMotion]);
  return (
    <div className={styles.layout}>
      <TopBar paytable={paytable} />
      <main className={styles.main}>
        <section ref={stageRef} className={styles.stage}>
          {stage}
          {resultBanner ?? <ResultBanner />}
        </section>
        <section className={styles.controls}>
          {!hideStake && <StakeControl disabled={stakeLocked || autoplayRun.running} />}
          <fieldset className={styles.choices} disabled={autoplayRun.running}>
            {controls}
          </fieldset>
          <ProblemBanner />
          {autoplayRun.running ? <AutoplayStopButton autoplay={autoplayRun} /> : action}
          {offersAutoplay && !autoplayRun.running && <AutoplayPanel autoplay={autoplayRun} locked={autoplayLocked} />}
        </section>
      </main>
    </div>
  );
}
