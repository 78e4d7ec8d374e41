import { useState } from 'react';
import { useMoney } from '../../chrome/use-money';
import { StakeControl } from '../../chrome/stake-control';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useGame } from '../../session/game-context';
import { Paytable } from '../../../games/shared/paytable';
import { stringParam } from '../../../games/shared/params';
import {
  buildWheelChoice,
  isWheelRisk,
  segmentColour,
  wheelSegments,
  type WheelRisk,
} from '../../../games/wheel/wheel-choice';
import { WheelDisc } from '../../../games/wheel/wheel-disc';
import { useLive, takesBets } from '../live-context';
import { LiveLayout } from '../live-layout';
import { readOutcome } from '../live-outcome';
import { useWheelSpin } from './use-wheel-spin';
import { segmentRest } from './wheel-spin';
import styles from './live-tables.module.css';

/**
 * The live money wheel: one stake rides the wheel the table spins for everyone; the segment it stops on sets the
 * multiplier. The wheel is the table's (its risk), so there is nothing to choose but the stake.
 */
export function WheelLive() {
  const { t } = useI18n();
  const { session, stake, motion } = useGame();
  const { multiplier } = useMoney();
  const live = useLive();
  const tableRisk = stringParam(session.game.params, 'risk', 'medium');
  const outcome = live.phase === 'result' ? readOutcome('wheel', live.state.round.outcome) : undefined;
  const risk: WheelRisk = outcome?.risk ?? (isWheelRisk(tableRisk) ? tableRisk : 'medium');
  const segments = wheelSegments(session.game.params, risk);
  const landed = outcome && live.revealed ? outcome.multiplier : undefined;
  // The wheel spins freely once bets close and slows onto the drawn segment with the result; when the frame opens
  // it rests on the last result's segment.
  const [initialAngle] = useState(() => {
    const last = readOutcome('wheel', live.state.history[0]?.outcome);
    return last ? segmentRest(last.segment) : 0;
  });
  const wheelRef = useWheelSpin({
    spinning: live.phase === 'closed',
    landing: outcome ? { round: live.state.round.number, segment: outcome.segment } : undefined,
    revealMs: live.revealMs,
    initialAngle,
    still: motion.reducedMotion,
  });
  const open = takesBets(live);
  const counts = new Map<string, number>();
  for (const value of segments) counts.set(value, (counts.get(value) ?? 0) + 1);

  return (
    <LiveLayout
      device={
        <div className={styles.moneyWheel}>
          <WheelDisc segments={segments} wheelRef={wheelRef} spinMs={0} hub={landed ? multiplier(landed) : '—'} />
        </div>
      }
      board={
        <ul className={styles.segmentLegend} aria-label={t('live.wheelSegments')}>
          {[...counts].map(([value, count]) => (
            <li
              key={value}
              className={[styles.segment, landed !== undefined && Number(landed) === Number(value) && styles.segmentHit]
                .filter(Boolean)
                .join(' ')}
              style={{ borderColor: segmentColour(value) }}
            >
              <span className={styles.segmentValue}>{multiplier(value)}</span>
              <span className={styles.segmentCount}>{t('live.segmentCount', { count })}</span>
            </li>
          ))}
        </ul>
      }
      chips={<StakeControl disabled={!open} />}
      controls={<p className={styles.arc}>{t('live.wheelRisk', { risk: t(`risk.${risk}`) })}</p>}
      bet={{ stake, choice: buildWheelChoice(risk) }}
      paytable={
        <Paytable
          headings={[t('rules.pays'), '×20']}
          rows={[...counts].map(([value, count]) => [multiplier(value), String(count)])}
        />
      }
    />
  );
}
