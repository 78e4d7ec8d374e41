import { useState } from 'react';
import { useGame } from '../../session/game-context';
import { stringParam } from '../../../games/shared/params';
import { slipEntries } from '../../../games/shared-table/bet-slip';
import { ChipTray } from '../../../games/shared-table/chip-tray';
import { SlipTools } from '../../../games/shared-table/slip-tools';
import { betKey, chipOn, type RouletteBet } from '../../../games/roulette/roulette-bets';
import { RouletteBoard } from '../../../games/roulette/roulette-board';
import { wheelOf, type InsideMode, type RouletteVariant } from '../../../games/roulette/roulette-layout';
import { ModePicker } from '../../../games/roulette/mode-picker';
import { RouletteOutside } from '../../../games/roulette/roulette-outside';
import { RoulettePaytable } from '../../../games/roulette/roulette-paytable';
import { RouletteWheel } from '../../../games/roulette/roulette-wheel';
import rouletteStyles from '../../../games/roulette/roulette.module.css';
import { useLive } from '../live-context';
import { LiveLayout } from '../live-layout';
import { readOutcome } from '../live-outcome';
import { useLiveSlip } from '../use-live-slip';
import { UnplacedNotice } from './unplaced-notice';
import styles from './live-tables.module.css';

const VARIANTS: readonly RouletteVariant[] = ['european', 'french', 'american'];

/**
 * Live roulette: the wheel turns on the table all along; when betting closes the ball is launched, and the result
 * lands it in the drawn pocket at the same moment for every seat. The layout is the single-player game's.
 */
export function RouletteLive() {
  const { session } = useGame();
  const live = useLive();
  const variantParam = stringParam(session.game.params, 'variant', 'european');
  const variant = VARIANTS.find((known) => known === variantParam) ?? 'european';
  const wheel = wheelOf(variant);
  const slip = useLiveSlip<RouletteBet>(betKey);
  const [mode, setMode] = useState<InsideMode>('straight');
  const { round } = live.state;
  const outcome = live.phase === 'result' ? readOutcome('roulette', round.outcome) : undefined;
  const boardBets = {
    entries: slipEntries(slip.placements),
    returns: undefined,
    chips: slip.chips,
    interactive: slip.open,
    onPlace: (bet: RouletteBet) => slip.place(chipOn(bet, slip.chip)),
  };

  const landed = outcome && live.revealed ? outcome : undefined;
  const device = (
    <div className={styles.rouletteDevice}>
      <div className={styles.wheelHolder}>
        <div className={[styles.wheelTurn, outcome && styles.wheelHeld].filter(Boolean).join(' ')}>
          <RouletteWheel
            wheel={wheel}
            spin={outcome ? { id: round.id, pocket: outcome.pocket } : undefined}
            spinMs={live.revealMs}
            // The pocket is shown below, upright: the wheel itself lies tilted on the table.
            revealed={false}
            showBall={live.phase !== 'closed'}
          />
        </div>
        {live.phase === 'closed' && (
          <svg className={styles.ballRun} viewBox="-100 -100 200 200" aria-hidden="true">
            <circle cy="-81" r="4.2" fill="#fafafa" stroke="#94a3b8" strokeWidth="0.6" />
          </svg>
        )}
      </div>
      {landed && (
        <span
          key={round.number}
          className={`${styles.pocketBadge} ${styles[`pocket-${landed.color}`]}`}
          aria-hidden="true"
        >
          {landed.label}
        </span>
      )}
    </div>
  );

  return (
    <LiveLayout
      device={device}
      board={
        <div className={`${rouletteStyles.table} ${styles.board}`}>
          <RouletteBoard
            wheel={wheel}
            mode={mode}
            winningPocket={outcome && live.revealed ? outcome.pocket : undefined}
            {...boardBets}
          />
          <RouletteOutside {...boardBets} />
        </div>
      }
      chips={<ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={!slip.open} />}
      controls={
        <>
          <ModePicker value={mode} onChange={setMode} />
          <SlipTools slip={slip} disabled={!slip.open} />
        </>
      }
      notice={slip.unplaced && <UnplacedNotice />}
      bet={slip.bet}
      paytable={<RoulettePaytable variant={variant} />}
    />
  );
}
