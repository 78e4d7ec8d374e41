import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { PLAY_ACTIONS, totalText } from '../../../games/blackjack/blackjack-view';
import { useGame } from '../../session/game-context';
import { decisionCountdown } from '../live-clock';
import { useLive } from '../live-context';
import { useServerClock } from '../use-server-clock';
import type { BlackjackSeat } from './blackjack-seat';
import styles from './live-tables.module.css';
import { reveal } from '../../../lib/scroll/reveal';

/**
 * Where the place-bet button was, while the seats play: the seat's moves on the window's clock (a move the hand
 * does not allow is shown disabled, never hidden), then a plain word once its hands are done or the time is up.
 */
export function BlackjackMoves({ seat }: { seat: BlackjackSeat | undefined }) {
  const { t } = useI18n();
  const { motion } = useGame();
  const live = useLive();
  const playing = seat !== undefined && seat.actions.length > 0;
  const now = useServerClock(live.offsetMs, playing);
  const group = useRef<HTMLDivElement>(null);
  // As at the poker table: the window is seconds long, so the buttons come into sight and take a keyboard's focus.
  useEffect(() => {
    const element = group.current;
    if (!playing || !element) return;
    reveal(element, motion.reducedMotion);
    if (document.activeElement === document.body) element.focus({ preventScroll: true });
  }, [motion.reducedMotion, playing]);

  if (!seat) return <p className={styles.decided}>{t('blackjack.live.dealing')}</p>;
  if (!playing) {
    return (
      <p className={styles.decided}>
        {t(seat.phase === 'player-turn' ? 'blackjack.live.timeUp' : 'blackjack.live.waiting')}
      </p>
    );
  }
  const countdown = decisionCountdown(live.state.round, now);
  // The server stands every unfinished hand once the window closes; a late press would only be refused.
  if (countdown?.remainingMs === 0) return <p className={styles.decided}>{t('blackjack.live.timeUp')}</p>;
  const hand = seat.hands[seat.active];
  return (
    <div ref={group} className={styles.decision} role="group" aria-label={t('blackjack.live.moves')} tabIndex={-1}>
      <p className={styles.decisionHint}>
        {live.deciding
          ? t('blackjack.live.moving')
          : t('blackjack.live.moveIn', {
              total: hand ? totalText(hand.total, hand.soft, false) : '',
              seconds: countdown?.seconds ?? 0,
            })}
      </p>
      <div className={styles.moveButtons}>
        {PLAY_ACTIONS.map((action) => (
          <Button
            key={action}
            variant={action === 'stand' ? 'success' : action === 'hit' ? 'primary' : 'default'}
            disabled={live.deciding || !seat.actions.includes(action)}
            onClick={() => void live.move(action)}
          >
            {t(`blackjack.${action}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
