import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { revealDuration } from '../../lib/motion/durations';
import { hundredthsToDecimal } from '../../lib/money/format-multiplier';
import styles from '../shared/big-number.module.css';
import { intParam, readView } from '../shared/params';
import { Stat, Stats } from '../shared/stat';
import { TargetField } from '../shared/target-field';
import { useProgress } from '../shared/use-progress';
import { buildLimboChoice, limboViewSchema, reachChanceMicroPercent } from './limbo-choice';
import { formatPercent } from '../../lib/i18n/percent';

const COUNT_MS = 650;

export function LimboGame() {
  const { t, locale } = useI18n();
  const { session, round, revealed, busy, play, stake, motion } = useGame();
  const { amount, multiplier } = useMoney();
  const rtpBasisPoints = intParam(session.game.params, 'rtpBasisPoints', 9900);
  const [target, setTarget] = useState(200);
  const view = readView(round, 'limbo', limboViewSchema);
  const duration = motion.reducedMotion ? 0 : revealDuration(COUNT_MS, motion);
  const progress = useProgress(round?.id, duration);
  // Counts up on a curve, so small results settle fast and big ones race: 1.00× → result.
  const shown = view ? Math.round(100 + (view.result - 100) * (1 - (1 - progress) ** 3)) : 100;
  const tone = view && revealed ? (view.won ? styles.won : styles.lost) : '';
  const chance = reachChanceMicroPercent(rtpBasisPoints, target) / 1_000_000;

  const stage = (
    <div className={styles.readout}>
      <span className={`${styles.number} ${tone}`}>{multiplier(hundredthsToDecimal(shown))}</span>
      <span className={styles.caption}>
        {t('limbo.target')}: {multiplier(hundredthsToDecimal(view?.target ?? target))}
      </span>
    </div>
  );

  const controls = (
    <>
      <TargetField label={t('limbo.target')} hundredths={target} onChange={setTarget} disabled={busy} />
      {/* Truncated, never rounded up: the chance shown is never better than the real one. */}
      <Stats>
        <Stat
          label={t('limbo.winChance')}
          value={formatPercent(locale, chance, { maximumFractionDigits: 2, roundingMode: 'trunc' })}
        />
        <Stat label={t('game.payoutOnWin')} value={amount(Math.floor((stake * target) / 100))} />
      </Stats>
    </>
  );

  const playRound = () => play(buildLimboChoice(target), COUNT_MS);

  return (
    <GameLayout
      autoplay={playRound}
      stage={stage}
      controls={controls}
      action={
        <Button variant="primary" block disabled={busy} onClick={() => void playRound()}>
          {t('limbo.play')}
        </Button>
      }
    />
  );
}
