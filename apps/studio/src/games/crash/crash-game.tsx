import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { revealDuration } from '../../lib/motion/durations';
import { hundredthsToDecimal } from '../../lib/money/format-multiplier';
import { buildCrashChoice, reachChanceMicroPercent } from '../limbo/limbo-choice';
import { intParam, readView } from '../shared/params';
import { Stat, Stats } from '../shared/stat';
import { TargetField } from '../shared/target-field';
import { useProgress } from '../shared/use-progress';
import { climbDurationMs, crashViewSchema, curvePath, multiplierAt } from './crash-curve';
import styles from './crash.module.css';
import { formatPercent } from '../../lib/i18n/percent';

/**
 * Single-player crash for now: the round is settled by the server at the bet (auto cash-out only), and the climb
 * replays the finished round's crash point. Shared live rounds over realtime come with the server's crash rooms.
 */
export function CrashGame() {
  const { t, locale } = useI18n();
  const { session, round, busy, play, stake, motion } = useGame();
  const { amount, multiplier } = useMoney();
  const rtpBasisPoints = intParam(session.game.params, 'rtpBasisPoints', 9700);
  const [autoCashOut, setAutoCashOut] = useState(200);
  const view = readView(round, 'crash', crashViewSchema);
  const duration = view && !motion.reducedMotion ? revealDuration(climbDurationMs(view.crash_point), motion) : 0;
  const progress = useProgress(round?.id, duration);
  const current = view ? multiplierAt(progress, view.crash_point) : 100;
  const finished = view !== undefined && progress >= 1;
  const cashedOut = view?.won === true && current >= view.auto_cash_out;
  const chance = reachChanceMicroPercent(rtpBasisPoints, autoCashOut) / 1_000_000;

  const stage = (
    <div className={`${styles.scene} ${finished && !view?.won ? styles.crashed : ''}`}>
      <svg className={styles.chart} viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <linearGradient id="crash-line" x1="0" x2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#ec4899" />
          </linearGradient>
          <linearGradient id="crash-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="rgb(192 38 211 / 0.35)" />
            <stop offset="1" stopColor="rgb(192 38 211 / 0)" />
          </linearGradient>
        </defs>
        {view && (
          <>
            <path className={styles.area} d={`${curvePath(progress, view.crash_point)} L${2 + progress * 96} 58 Z`} />
            <path className={styles.line} d={curvePath(progress, view.crash_point)} vectorEffect="non-scaling-stroke" />
          </>
        )}
      </svg>
      <div className={styles.readout}>
        <span className={styles.number}>{multiplier(hundredthsToDecimal(current))}</span>
        {cashedOut && (
          <span className={styles.badge}>
            {t('crash.cashedOut', { multiplier: multiplier(hundredthsToDecimal(view.auto_cash_out)) })}
          </span>
        )}
        {finished && !view.won && (
          <span className={`${styles.badge} ${styles.crashedBadge}`}>
            {t('crash.crashed', { multiplier: multiplier(hundredthsToDecimal(view.crash_point)) })}
          </span>
        )}
      </div>
    </div>
  );

  const controls = (
    <>
      <TargetField label={t('crash.autoCashOut')} hundredths={autoCashOut} onChange={setAutoCashOut} disabled={busy} />
      {/* Truncated, never rounded up: the chance shown is never better than the real one. */}
      <Stats>
        <Stat
          label={t('limbo.winChance')}
          value={formatPercent(locale, chance, { maximumFractionDigits: 2, roundingMode: 'trunc' })}
        />
        <Stat label={t('game.payoutOnWin')} value={amount(Math.floor((stake * autoCashOut) / 100))} />
      </Stats>
    </>
  );

  return (
    <GameLayout
      stage={stage}
      controls={controls}
      action={
        <Button
          variant="primary"
          block
          disabled={busy || (view !== undefined && !finished)}
          onClick={() =>
            void play(buildCrashChoice(autoCashOut), (next) => climbDurationMs(Number(next.view.crash_point) || 100))
          }
        >
          {t('crash.play')}
        </Button>
      }
    />
  );
}
