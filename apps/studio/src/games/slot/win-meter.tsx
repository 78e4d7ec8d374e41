import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { freeSpinsProgress } from './slot-free-spins';
import type { ShownSpin, SlotPhase } from './use-slot-round';
import { useCountUp } from './use-count-up';
import styles from './slot.module.css';

const FREE_SPIN_PHASES: readonly SlotPhase[] = ['free-spins', 'paused', 'outro'];

/** How long a win counts up: longer the more it beats the bet, never for one that does not (nor in reduced motion). */
function countUpMs(shown: ShownSpin, reducedMotion: boolean, turbo: boolean): number {
  if (reducedMotion || (shown.tier !== 'win' && shown.tier !== 'big')) return 0;
  const full = shown.tier === 'big' ? 2600 : 900;
  return turbo ? full / 3 : full;
}

type WinMeterProps = {
  readonly shown: ShownSpin | undefined;
  readonly phase: SlotPhase;
  readonly moving: boolean;
  readonly multiplier: number;
  readonly reducedMotion: boolean;
  readonly turbo: boolean;
};

/**
 * The meter over the reels (where the other games show their result): the spin's win, counted up only when it beats
 * the bet, and during free spins their counter and the round's running total. Hidden from screen readers, which
 * hear the reels' own summary instead.
 */
export function WinMeter({ shown, phase, moving, multiplier, reducedMotion, turbo }: WinMeterProps) {
  const { t } = useI18n();
  const { amount } = useMoney();
  // Free spins have their own meter from the first of them on (or from the welcome back of a resumed round).
  const freeSpins =
    shown !== undefined &&
    (FREE_SPIN_PHASES.includes(phase) || (phase === 'intro' && shown.view.free_spins_played > 0));
  const progress = shown ? freeSpinsProgress(shown.view, multiplier) : undefined;
  // During free spins the meter counts the whole round's win up, spin by spin.
  const to = freeSpins ? (shown?.view.round_win ?? 0) : (shown?.spin.win ?? 0);
  const from = freeSpins ? to - (shown?.spin.win ?? 0) : 0;
  const duration = shown ? countUpMs(shown, reducedMotion, turbo) : 0;
  const counted = useCountUp(from, to, duration, shown?.key ?? '');

  if (freeSpins && progress) {
    const spinNumber = Math.min(progress.total, progress.played + (moving ? 1 : 0));
    return (
      <div className={`${styles.meter} ${styles.meterFree}`} aria-hidden="true">
        <span className={styles.meterCounter}>
          {t('slot.freeSpinCounter', { count: spinNumber, total: progress.total })}
        </span>
        <span>{t('slot.win', { amount: amount(counted) })}</span>
      </div>
    );
  }
  if (!shown || moving || shown.spin.win === 0) return null;
  const quiet = shown.tier === 'quiet';
  return (
    <div
      key={shown.key}
      className={`${styles.meter} ${quiet ? styles.meterQuiet : styles.meterWin}`}
      aria-hidden="true"
    >
      {t('slot.win', { amount: amount(counted) })}
    </div>
  );
}
