import { useEffect, useRef, type CSSProperties } from 'react';
import { useGame } from '../session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { bettingCountdown, decisionCountdown } from './live-clock';
import { useLive } from './live-context';
import { useServerClock } from './use-server-clock';
import styles from './live-scene.module.css';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The last seconds tick (when sound is on) and the ring turns red. */
const HURRY_SECONDS = 5;

/**
 * The betting window as a ring that empties toward the close, on the server's clock, with the seconds left; at a
 * decision table the decision window after it, the same way.
 */
export function CountdownRing() {
  const { t } = useI18n();
  const { sound } = useGame();
  const live = useLive();
  const { round, opensAt } = live.state;
  const betting = live.phase === 'betting';
  const deciding = live.phase === 'closed' && round.deal !== null;
  const now = useServerClock(live.offsetMs, betting || deciding);
  const countdown = betting ? bettingCountdown(round, now, opensAt) : decisionCountdown(round, now);
  const seconds = countdown?.seconds ?? 0;
  const hurry = countdown !== undefined && seconds <= HURRY_SECONDS;
  const ticked = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!hurry || seconds === 0 || ticked.current === seconds) return;
    ticked.current = seconds;
    sound.play('tick');
  }, [seconds, hurry, sound]);

  if (!countdown) return null;
  const tone = hurry ? styles.ringHurry : countdown.fraction < 0.5 ? styles.ringHalf : undefined;
  const arc = { strokeDashoffset: CIRCUMFERENCE * (1 - countdown.fraction) } as CSSProperties;
  return (
    <div
      className={[styles.ring, tone].filter(Boolean).join(' ')}
      role="timer"
      aria-label={t(betting ? 'live.countdown' : 'live.decisionCountdown', { seconds })}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <circle className={styles.ringTrack} cx="32" cy="32" r={RADIUS} />
        <circle
          className={styles.ringArc}
          cx="32"
          cy="32"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          style={arc}
          transform="rotate(-90 32 32)"
        />
      </svg>
      <span className={styles.ringSeconds} aria-hidden="true">
        {seconds}
      </span>
    </div>
  );
}
