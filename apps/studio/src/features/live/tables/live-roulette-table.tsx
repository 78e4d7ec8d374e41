import type { Wheel } from '@casino/game-engine';
import { useState, type ReactNode } from 'react';
import { slipEntries } from '../../../games/shared-table/bet-slip';
import { ChipTray } from '../../../games/shared-table/chip-tray';
import { SlipTools } from '../../../games/shared-table/slip-tools';
import type { BallLanding } from '../../../games/roulette/double-ball';
import { betKey, chipOn, type RouletteBet } from '../../../games/roulette/roulette-bets';
import { RouletteBoard } from '../../../games/roulette/roulette-board';
import type { InsideMode } from '../../../games/roulette/roulette-layout';
import { ModePicker } from '../../../games/roulette/mode-picker';
import { RouletteOutside } from '../../../games/roulette/roulette-outside';
import { RouletteWheel } from '../../../games/roulette/roulette-wheel';
import rouletteStyles from '../../../games/roulette/roulette.module.css';
import { useLive } from '../live-context';
import { LiveLayout } from '../live-layout';
import { useLiveSlip } from '../use-live-slip';
import { UnplacedNotice } from './unplaced-notice';
import styles from './live-tables.module.css';

type LiveRouletteTableProps = {
  readonly wheel: Wheel;
  /** How many balls the dealer launches: one on a roulette table, two on a Double Ball one. */
  readonly balls: 1 | 2;
  /** Where the balls came to rest, in launch order, once the result is out. */
  readonly landings: readonly BallLanding[] | undefined;
  readonly paytable: ReactNode;
};

/**
 * A live roulette table, with one ball or two: the wheel turns on the table all along; when betting closes the balls
 * are launched, and the result lands them in the drawn pockets at the same moment for every seat. The layout is the
 * single-player game's.
 */
export function LiveRouletteTable({ wheel, balls, landings, paytable }: LiveRouletteTableProps) {
  const live = useLive();
  const slip = useLiveSlip<RouletteBet>(betKey);
  const [mode, setMode] = useState<InsideMode>('straight');
  const { round } = live.state;
  const [first, second] = landings ?? [];
  const landed = live.revealed ? landings : undefined;
  const boardBets = {
    entries: slipEntries(slip.placements),
    returns: undefined,
    chips: slip.chips,
    interactive: slip.open,
    onPlace: (bet: RouletteBet) => slip.place(chipOn(bet, slip.chip)),
  };

  const device = (
    <div className={styles.rouletteDevice}>
      <div className={styles.wheelHolder}>
        <div className={[styles.wheelTurn, first && styles.wheelHeld].filter(Boolean).join(' ')}>
          <RouletteWheel
            wheel={wheel}
            spin={first ? { id: round.id, pocket: first.pocket, secondPocket: second?.pocket } : undefined}
            spinMs={live.revealMs}
            // The pockets are shown below, upright: the wheel itself lies tilted on the table.
            revealed={false}
            showBall={live.phase !== 'closed'}
          />
        </div>
        {live.phase === 'closed' && <BallsRunning balls={balls} />}
      </div>
      {landed && (
        <div key={round.number} className={styles.pocketBadges} aria-hidden="true">
          {landed.map((ball, index) => (
            <span key={index} className={`${styles.pocketBadge} ${styles[`pocket-${ball.color}`]}`}>
              {ball.label}
            </span>
          ))}
        </div>
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
            winningPocket={landed?.[0]?.pocket}
            secondWinningPocket={landed?.[1]?.pocket}
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
      paytable={paytable}
    />
  );
}

/** The balls on their way round against the wheel, between "no more bets" and the result; a second one trails. */
function BallsRunning({ balls }: { balls: 1 | 2 }) {
  return (
    <svg className={styles.ballRun} viewBox="-100 -100 200 200" aria-hidden="true">
      <circle cy="-81" r="4.2" fill="#fafafa" stroke="#94a3b8" strokeWidth="0.6" />
      {balls === 2 && (
        <circle cy="-81" r="4.2" fill="#fafafa" stroke="#94a3b8" strokeWidth="0.6" transform="rotate(150)" />
      )}
    </svg>
  );
}
