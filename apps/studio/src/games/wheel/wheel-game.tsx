import { useState } from 'react';
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
  wheelAngle,
  wheelSegments,
  wheelViewSchema,
  WHEEL_RISKS,
  type WheelRisk,
} from './wheel-choice';
import { WheelDisc } from './wheel-disc';

const SPIN_MS = 3200;

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
  const stage = (
    <WheelDisc
      segments={segments}
      angle={shown ? wheelAngle(shown.segment, spins) : 0}
      spinMs={revealDuration(SPIN_MS, motion)}
      hub={shown && revealed ? multiplier(shown.multiplier) : '—'}
    />
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
