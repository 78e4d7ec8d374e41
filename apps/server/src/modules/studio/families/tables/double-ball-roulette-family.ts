import { DOUBLE_BALL_WHEEL, doubleBallExactRtp, doubleBallHitRate, playDoubleBallRoulette } from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from '../family';
import type { RouletteChoice } from './roulette-positions';
import { everyPosition, pocketColor, rouletteChoiceSchema, RTP_STAKE } from './roulette-positions';
import {
  assertStakeIsTheSlipTotal,
  lowestOf,
  parseChoice,
  pricedOnce,
  refuseActions,
  refusedAs,
  totalOf,
} from './table-rules';

/**
 * Double Ball Roulette (docs/studio-tables.md): the European layout, two balls, each carrying half of every bet at
 * single-ball odds. A live table only: its rounds are the live tables' shared draws.
 */
export const doubleBallRouletteFamily: StudioGameFamily<Record<string, never>, RouletteChoice> = {
  id: 'double-ball-roulette',
  params: z.object({}).strict(),
  defaults: {},
  choice: rouletteChoiceSchema,
  /** Every bet returns 36/37; the lowest over the layout's positions says so for any slip a player lays. */
  exactRtp: pricedOnce(() => lowestOf(everyPosition(DOUBLE_BALL_WHEEL).map((bet) => doubleBallExactRtp(bet)))),
  /** For an even-money bet (red): at least one of the two balls red, 1,008 rounds in 1,369. */
  hitRate: pricedOnce(() => doubleBallHitRate({ type: 'red', stake: RTP_STAKE })),
  play(_params, stake, choice, actions, randomness) {
    const { bets } = parseChoice(rouletteChoiceSchema, choice);
    assertStakeIsTheSlipTotal(stake, bets);
    refuseActions(actions);
    const outcome = refusedAs('choice', () => playDoubleBallRoulette(bets, randomness));
    return {
      staked: stake,
      returned: totalOf(outcome.returns),
      actions: [],
      view: {
        pockets: outcome.pockets,
        labels: outcome.labels,
        colors: outcome.pockets.map(pocketColor),
        bets: bets.map((bet, index) => ({ ...bet, returned: outcome.returns[index]! })),
      },
    };
  },
};
