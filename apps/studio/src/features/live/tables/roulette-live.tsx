import { useGame } from '../../session/game-context';
import { stringParam } from '../../../games/shared/params';
import { wheelOf, type RouletteVariant } from '../../../games/roulette/roulette-layout';
import { RoulettePaytable } from '../../../games/roulette/roulette-paytable';
import { useLive } from '../live-context';
import { readOutcome } from '../live-outcome';
import { LiveRouletteTable } from './live-roulette-table';

const VARIANTS: readonly RouletteVariant[] = ['european', 'french', 'american'];

/** Live roulette: one ball on the table's wheel (European, French or American), the single-player game's layout. */
export function RouletteLive() {
  const { session } = useGame();
  const live = useLive();
  const variantParam = stringParam(session.game.params, 'variant', 'european');
  const variant = VARIANTS.find((known) => known === variantParam) ?? 'european';
  const outcome = live.phase === 'result' ? readOutcome('roulette', live.state.round.outcome) : undefined;
  return (
    <LiveRouletteTable
      wheel={wheelOf(variant)}
      balls={1}
      landings={outcome && [outcome]}
      paytable={<RoulettePaytable variant={variant} />}
    />
  );
}
