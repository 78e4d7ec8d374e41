import { useState, type CSSProperties } from 'react';
import { Button } from '../../components/ui/button';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { revealDuration } from '../../lib/motion/durations';
import { tenThousandthsToDecimal } from '../../lib/money/format-multiplier';
import { intParam, readView } from '../shared/params';
import { Stat, Stats } from '../shared/stat';
import {
  buildDiceChoice,
  clampDiceTarget,
  diceOdds,
  diceTargetRange,
  diceViewSchema,
  flipDiceDirection,
  type DiceUiState,
} from './dice-choice';
import styles from './dice.module.css';
import { formatPercent } from '../../lib/i18n/percent';

const ROLL_MS = 700;

export function DiceGame() {
  const { t, locale } = useI18n();
  const { session, round, revealed, busy, play, motion } = useGame();
  const { multiplier } = useMoney();
  const rtpBasisPoints = intParam(session.game.params, 'rtpBasisPoints', 9900);
  const [state, setState] = useState<DiceUiState>({ targetHundredths: 5000, direction: 'under' });
  const odds = diceOdds(rtpBasisPoints, state);
  const view = readView(round, 'dice', diceViewSchema);
  const range = diceTargetRange(state.direction);
  const percent = (hundredths: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);

  const rollText = view ? percent(view.roll) : percent(5000);
  const rollClass = view && revealed ? (view.won ? styles.won : styles.lost) : '';
  const trackStyle = { '--split': `${state.targetHundredths / 100}%` } as CSSProperties;
  const markerStyle = {
    left: `${(view?.roll ?? 5000) / 100}%`,
    '--reveal-ms': `${revealDuration(ROLL_MS, motion)}ms`,
  } as CSSProperties;

  const stage = (
    <div className={styles.board}>
      <div className={styles.readout}>
        <span className={`${styles.roll} ${rollClass}`} aria-hidden={!revealed}>
          {revealed || !view ? rollText : '··.··'}
        </span>
        <span className={styles.caption}>
          {view && revealed ? t('dice.rolled', { roll: rollText }) : t(`dice.${state.direction}`)}
        </span>
      </div>
      <div>
        <div className={`${styles.track} ${styles[state.direction]}`} style={trackStyle}>
          {view && (
            <span className={styles.marker} style={markerStyle} aria-hidden="true">
              {percent(view.roll)}
            </span>
          )}
        </div>
      </div>
      <div>
        <input
          className={styles.slider}
          type="range"
          min={range.min}
          max={range.max}
          step={1}
          value={state.targetHundredths}
          disabled={busy}
          aria-label={t('dice.target')}
          aria-valuetext={percent(state.targetHundredths)}
          onChange={(event) =>
            setState({ ...state, targetHundredths: clampDiceTarget(Number(event.target.value), state.direction) })
          }
        />
        <div className={styles.scale} aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
      </div>
    </div>
  );

  const controls = (
    <>
      <SegmentedControl
        legend={t('dice.target')}
        options={[
          { value: 'under', label: t('dice.under') },
          { value: 'over', label: t('dice.over') },
        ]}
        value={state.direction}
        disabled={busy}
        onChange={(direction) => direction !== state.direction && setState(flipDiceDirection(state))}
      />
      <Stats>
        <Stat label={t('dice.target')} value={percent(state.targetHundredths)} />
        <Stat
          label={t('dice.winChance')}
          value={formatPercent(locale, odds.winChanceHundredths / 100, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })}
        />
        <Stat label={t('dice.multiplier')} value={multiplier(tenThousandthsToDecimal(odds.multiplierTenThousandths))} />
      </Stats>
    </>
  );

  const roll = () => play(buildDiceChoice(state), ROLL_MS);

  return (
    <GameLayout
      stage={stage}
      controls={controls}
      autoplay={roll}
      action={
        <Button variant="primary" block disabled={busy} onClick={() => void roll()}>
          {t('dice.roll')}
        </Button>
      }
    />
  );
}
