import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useMoney } from '../../chrome/use-money';
import { useGame } from '../../session/game-context';
import { decisionCountdown } from '../live-clock';
import { useLive } from '../live-context';
import type { DecisionStance, DecisionWords } from '../live-decision';
import { useServerClock } from '../use-server-clock';
import layoutStyles from '../live-layout.module.css';
import styles from './live-tables.module.css';
import { reveal } from '../../../lib/scroll/reveal';

type PlayOrFoldProps = {
  readonly stance: Extract<DecisionStance, 'undecided' | 'played' | 'folded'>;
  /** The shared hand's name while the seat decides; undefined until the deal is read. */
  readonly hand: string | undefined;
  /** What playing stakes at once (three card poker's ante again, hold'em's call of twice the ante). */
  readonly stake: number;
  readonly words: DecisionWords;
};

/**
 * Where the place-bet button was, while the seats decide: play (in the family's words: Play, Call) or fold for a
 * seat that has not decided, on the window's clock, then what the table took.
 */
export function PlayOrFold({ stance, hand, stake, words }: PlayOrFoldProps) {
  const { t } = useI18n();
  const { amount } = useMoney();
  const { motion } = useGame();
  const live = useLive();
  const now = useServerClock(live.offsetMs, stance === 'undecided');
  const { myBet } = live.state;
  const choice = useRef<HTMLDivElement>(null);
  // The window is seconds long: the two buttons come into sight where the panel beside the table has scrolled away,
  // and a keyboard whose focus went with the place-bet button starts from them rather than from the top of the page.
  useEffect(() => {
    const group = choice.current;
    if (stance !== 'undecided' || !group) return;
    reveal(group, motion.reducedMotion);
    if (document.activeElement === document.body) group.focus({ preventScroll: true });
  }, [motion.reducedMotion, stance]);

  if (stance === 'played') {
    return <p className={layoutStyles.placed}>{t(words.played, { amount: amount(myBet?.decision_stake ?? 0) })}</p>;
  }
  if (stance === 'folded') return <p className={styles.decided}>{t(words.folded)}</p>;
  const countdown = decisionCountdown(live.state.round, now);
  // The server folds a seat that said nothing once the window closes; a late press would only be refused.
  if (countdown?.remainingMs === 0) return <p className={styles.decided}>{t(words.timeUp)}</p>;

  const seconds = countdown?.seconds ?? 0;
  return (
    <div ref={choice} className={styles.decision} role="group" aria-label={t(words.question)} tabIndex={-1}>
      <p className={styles.decisionHint}>
        {live.deciding ? t(words.deciding) : hand && t(words.decideIn, { hand, seconds })}
      </p>
      <div className={styles.decisionButtons}>
        <Button disabled={live.deciding} onClick={() => void live.decide('fold')}>
          {t(words.fold)}
        </Button>
        <Button
          variant="gold"
          className={styles.playButton}
          disabled={live.deciding}
          aria-busy={live.deciding}
          aria-label={t(words.playFor, { amount: amount(stake) })}
          onClick={() => void live.decide('play')}
        >
          {t(words.play)}
          <span className={styles.playStake}>{t(words.stake, { amount: amount(stake) })}</span>
        </Button>
      </div>
    </div>
  );
}
