import { useEffect, useRef, type ReactNode } from 'react';
import { useGame } from '../session/game-context';
import { useLive } from './live-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { ProblemBanner, type ProblemWording } from '../chrome/problem-banner';
import { LiveAnnouncer } from './live-announcer';
import { LiveTopBar } from './live-top-bar';
import { PlaceBetButton, type LiveBetSlip } from './place-bet-button';
import { ResultsStrip } from './results-strip';
import { RoundFairness } from './round-fairness';
import { StudioScene } from './studio-scene';
import styles from './live-layout.module.css';
import { reveal } from '../../lib/scroll/reveal';

type LiveLayoutProps = {
  /** The family's device on the table top: the wheel, the cards, the dice shaker. */
  readonly device: ReactNode;
  /** The betting layout on the felt. */
  readonly board: ReactNode;
  /** The chips to lay (or the stake), kept next to the button so a thumb finds both. */
  readonly chips: ReactNode;
  /** The rest of the family's controls: bet types, undo, clear, repeat. */
  readonly controls?: ReactNode;
  /** A word about the slip under the chips (chips not placed when betting closed). */
  readonly notice?: ReactNode;
  readonly bet: LiveBetSlip;
  /** Replaces the place-bet button while the family has its own step to offer (a crash bet's cash-out). */
  readonly action?: ReactNode;
  /** The family's own word for a refusal, where its step means something else (a play bet it cannot afford). */
  readonly problemWording?: ProblemWording;
  readonly paytable?: ReactNode;
};

/**
 * The live table's screen: the studio scene over the felt, the last results between them, and a panel of controls
 * (beside the table on wide screens, under it on a phone, where the chips and the button stay docked at the bottom).
 */
export function LiveLayout({
  device,
  board,
  chips,
  controls,
  notice,
  bet,
  action,
  problemWording,
  paytable,
}: LiveLayoutProps) {
  const { t } = useI18n();
  const { motion } = useGame();
  const { phase } = useLive();
  const sceneRef = useRef<HTMLDivElement>(null);
  // On a phone the board pushes the scene out of sight: when betting closes, bring the dealer back into view for the
  // draw; a scene already in view stays put.
  useEffect(() => {
    if (phase !== 'closed') return;
    reveal(sceneRef.current, motion.reducedMotion);
  }, [motion.reducedMotion, phase]);
  return (
    <div className={styles.layout}>
      <LiveTopBar paytable={paytable} />
      <main className={styles.main}>
        <section className={styles.stage} aria-label={t('live.table')}>
          <StudioScene device={device} sceneRef={sceneRef} />
          <ResultsStrip />
          <div className={styles.felt}>{board}</div>
        </section>
        <section className={styles.side} aria-label={t('live.yourBet')}>
          {controls}
          <RoundFairness />
          <div className={styles.dock}>
            {chips}
            {notice}
            <ProblemBanner wording={{ 'round-in-progress': 'live.alreadyBet', ...problemWording }} />
            {action ?? <PlaceBetButton bet={bet} />}
          </div>
        </section>
      </main>
      <LiveAnnouncer />
    </div>
  );
}
