import { DOUBLE_BALL_WHEEL } from '@casino/game-engine';
import { ballLandings } from '../../../games/roulette/double-ball';
import { DoubleBallPaytable } from '../../../games/roulette/double-ball-paytable';
import { useLive } from '../live-context';
import { readOutcome } from '../live-outcome';
import { LiveRouletteTable } from './live-roulette-table';

/**
 * Live Double Ball Roulette: two balls launched together on a European wheel, each landing on its own; every bet of
 * the layout rides both, half its stake on each.
 */
export function DoubleBallLive() {
  const live = useLive();
  const outcome = live.phase === 'result' ? readOutcome('double-ball-roulette', live.state.round.outcome) : undefined;
  return (
    <LiveRouletteTable
      wheel={DOUBLE_BALL_WHEEL}
      balls={2}
      landings={outcome && ballLandings(outcome)}
      paytable={<DoubleBallPaytable />}
    />
  );
}
