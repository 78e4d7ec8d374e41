import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { SelectField } from '../../components/ui/select-field';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { revealDuration } from '../../lib/motion/durations';
import { intParam, readView, stringParam } from '../shared/params';
import { Paytable } from '../shared/paytable';
import { useProgress } from '../shared/use-progress';
import { PegfallBoard } from './pegfall-board';
import {
  buildPegfallChoice,
  isPegfallRisk,
  isPegfallRows,
  paytableOf,
  pegfallViewSchema,
  PEGFALL_RISKS,
  PEGFALL_ROWS,
  type PegfallRisk,
  type PegfallRows,
} from './pegfall-choice';

const MS_PER_ROW = 120;

/** Tenths as a short multiplier label for the buckets: 0.4×, 16×, 1000×. */
const shortMultiplier = (tenths: number) => `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}×`;

export function PegfallGame() {
  const { t } = useI18n();
  const { session, round, busy, play, motion } = useGame();
  const { multiplier } = useMoney();
  const params = session.game.params;
  const defaultRows = intParam(params, 'rows', 16);
  const defaultRisk = stringParam(params, 'risk', 'medium');
  const [rows, setRows] = useState<PegfallRows>(isPegfallRows(defaultRows) ? defaultRows : 16);
  const [risk, setRisk] = useState<PegfallRisk>(isPegfallRisk(defaultRisk) ? defaultRisk : 'medium');
  const view = readView(round, 'pegfall', pegfallViewSchema);
  // The board shows the last drop until the player changes rows or risk.
  const shownRows = view && view.rows === rows && view.risk === risk ? view : undefined;
  const duration = motion.reducedMotion ? 0 : revealDuration(rows * MS_PER_ROW, motion);
  const progress = useProgress(shownRows ? round?.id : undefined, duration);
  const paytable = paytableOf(params, rows, risk);

  const stage = (
    <PegfallBoard
      rows={rows}
      paytable={paytable}
      path={shownRows?.path}
      progress={progress}
      landedBucket={shownRows && progress >= 1 ? shownRows.bucket : undefined}
      label={shortMultiplier}
    />
  );

  const controls = (
    <>
      <SegmentedControl
        legend={t('risk.label')}
        options={PEGFALL_RISKS.map((value) => ({ value, label: t(`risk.${value}`) }))}
        value={risk}
        disabled={busy}
        onChange={setRisk}
      />
      <SelectField
        label={t('pegfall.rows')}
        options={PEGFALL_ROWS.map((value) => ({ value, label: String(value) }))}
        value={rows}
        disabled={busy}
        onChange={setRows}
      />
    </>
  );

  const drop = () => play(buildPegfallChoice(rows, risk), rows * MS_PER_ROW);

  return (
    <GameLayout
      autoplay={drop}
      stage={stage}
      controls={controls}
      paytable={
        <Paytable
          headings={[t('rules.hits'), t('rules.pays')]}
          rows={paytable.map((tenths, bucket) => [String(bucket), multiplier((tenths / 10).toFixed(1))])}
        />
      }
      action={
        <Button variant="primary" block disabled={busy} onClick={() => void drop()}>
          {t('pegfall.drop')}
        </Button>
      }
    />
  );
}
