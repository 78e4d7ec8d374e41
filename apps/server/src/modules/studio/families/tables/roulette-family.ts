import {
  AMERICAN_ROULETTE,
  EUROPEAN_ROULETTE,
  exact,
  FRENCH_ROULETTE,
  playRoulette,
  rouletteExactRtp,
} from '@casino/game-engine';
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

const VARIANTS = { european: EUROPEAN_ROULETTE, french: FRENCH_ROULETTE, american: AMERICAN_ROULETTE } as const;
type RouletteVariant = keyof typeof VARIANTS;

export type RouletteParams = { variant: RouletteVariant };

export const rouletteFamily: StudioGameFamily<RouletteParams, RouletteChoice> = {
  id: 'roulette',
  params: z.object({ variant: z.enum(['european', 'french', 'american']) }),
  defaults: { variant: 'european' },
  choice: rouletteChoiceSchema,
  /**
   * The lowest RTP over every bet the layout offers, since the player picks the bets: 36/37 on a single-zero wheel
   * (la partage only raises the even-money bets), and 35/38 on the American wheel, where the five-number top line
   * pays 6:1 and is worse than every other bet's 36/38.
   */
  exactRtp: pricedOnce(({ variant }) => {
    const rules = VARIANTS[variant];
    return lowestOf(everyPosition(rules.wheel).map((bet) => rouletteExactRtp(rules, bet)));
  }),
  /** For an even-money bet (red): la partage's half stake back on zero counts, as it returns something. */
  hitRate: pricedOnce(({ variant }) => {
    const rules = VARIANTS[variant];
    const pockets = rules.wheel === 'single-zero' ? 37 : 38;
    let returning = 0;
    for (let pocket = 0; pocket < pockets; pocket += 1) {
      const landed = { nextInt: () => pocket };
      if (playRoulette(rules, [{ type: 'red', stake: RTP_STAKE }], landed).returns[0]! > 0) returning += 1;
    }
    return exact(returning, pockets);
  }),
  play(params, stake, choice, actions, randomness) {
    const { bets } = parseChoice(rouletteChoiceSchema, choice);
    assertStakeIsTheSlipTotal(stake, bets);
    refuseActions(actions);
    const outcome = refusedAs('choice', () => playRoulette(VARIANTS[params.variant], bets, randomness));
    return {
      staked: stake,
      returned: totalOf(outcome.returns),
      actions: [],
      view: {
        pocket: outcome.pocket,
        label: outcome.label,
        color: pocketColor(outcome.pocket),
        bets: bets.map((bet, index) => ({ ...bet, returned: outcome.returns[index]! })),
      },
    };
  },
};
