import { useState, type CSSProperties } from 'react';
import { Button } from '../../components/ui/button';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { revealDuration } from '../../lib/motion/durations';
import { readView, stringParam } from '../shared/params';
import { Paytable } from '../shared/paytable';
import {
  buildWheelChoice,
  isWheelRisk,
  segmentColour,
  wheelAngle,
  wheelSegments,
  wheelViewSchema,
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNT,
  type WheelRisk,
} from './wheel-choice';
import styles from './wheel.module.css';

const SPIN_MS = 3200;

/** A slice of the wheel as an SVG path, around a centre at (0, 0) with radius 100, 0° at the top. */
function slicePath(index: number): string {
  const slice = (2 * Math.PI) / WHEEL_SEGMENT_COUNT;
  const point = (angle: number) => `${(100 * Math.sin(angle)).toFixed(3)} ${(-100 * Math.cos(angle)).toFixed(3)}`;
  return `M0 0 L${point(index * slice)} A100 100 0 0 1 ${point((index + 1) * slice)} Z`;
}

export function WheelGame() {
  const { t } = useI18n();
  const { session, round, revealed, busy, play, motion } = useGame();
  const { multiplier } = useMoney();
  const defaultRisk = stringParam(session.game.params, 'risk', 'medium');
  const [risk, setRisk] = useState<WheelRisk>(isWheelRisk(defaultRisk) ? defaultRisk : 'medium');
  const [spins, setSpins] = useState(0);
  const view = readView(round, 'wheel', wheelViewSchema);
  const shown = view?.risk === risk ? view : undefined;
  const segments = wheelSegments(session.game.params, risk);
  const wheelStyle = {
    transform: `rotate(${shown ? wheelAngle(shown.segment, spins) : 0}deg)`,
    '--spin-ms': `${revealDuration(SPIN_MS, motion)}ms`,
  } as CSSProperties;

  const stage = (
    <div className={styles.stage}>
      <svg className={styles.wheel} style={wheelStyle} viewBox="-104 -104 208 208" aria-hidden="true">
        <circle r="104" fill="#0b0f26" />
        {segments.map((value, index) => (
          <g key={index}>
            <path d={slicePath(index)} fill={segmentColour(value)} stroke="#060816" strokeWidth="1.5" />
            <text
              x="0"
              y="-80"
              transform={`rotate(${(index + 0.5) * (360 / WHEEL_SEGMENT_COUNT)})`}
              fill={Number(value) === 0 ? '#6b6fa8' : '#140a2a'}
              fontSize="9"
              fontWeight="800"
              textAnchor="middle"
            >
              {Number(value) === 0 ? '0' : `${Number(value)}×`}
            </text>
          </g>
        ))}
      </svg>
      <svg className={styles.pointer} viewBox="0 0 28 36" aria-hidden="true">
        <path d="M14 36 L2 8 A12 12 0 1 1 26 8 Z" fill="#fde68a" stroke="#b45309" strokeWidth="2" />
      </svg>
      <div className={styles.hub} aria-live="polite">
        {shown && revealed ? multiplier(shown.multiplier) : '—'}
      </div>
    </div>
  );

  const controls = (
    <SegmentedControl
      legend={t('risk.label')}
      options={WHEEL_RISKS.map((value) => ({ value, label: t(`risk.${value}`) }))}
      value={risk}
      disabled={busy}
      onChange={setRisk}
    />
  );

  const counts = new Map<string, number>();
  for (const value of segments) counts.set(value, (counts.get(value) ?? 0) + 1);

  const spin = () => {
    setSpins((count) => count + 1);
    return play(buildWheelChoice(risk), SPIN_MS);
  };

  return (
    <GameLayout
      autoplay={spin}
      stage={stage}
      controls={controls}
      paytable={
        <Paytable
          headings={[t('rules.pays'), '×20']}
          rows={[...counts].map(([value, count]) => [multiplier(value), String(count)])}
        />
      }
      action={
        <Button variant="primary" block disabled={busy} onClick={() => void spin()}>
          {t('wheel.spin')}
        </Button>
      }
    />
  );
}
