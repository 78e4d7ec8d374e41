import type { RouletteBet, RouletteRules } from '@casino/game-engine';
import {
  AMERICAN_ROULETTE,
  EUROPEAN_ROULETTE,
  exact,
  FRENCH_ROULETTE,
  isRed,
  isZero,
  legalPositions,
  playRoulette,
  rouletteExactRtp,
} from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from '../family';
import {
  assertStakeIsTheSlipTotal,
  chipStakeSchema,
  lowestOf,
  MAX_BETS_PER_ROUND,
  parseChoice,
  pricedOnce,
  refuseActions,
  refusedAs,
  totalOf,
} from './table-rules';

const VARIANTS = { european: EUROPEAN_ROULETTE, french: FRENCH_ROULETTE, american: AMERICAN_ROULETTE } as const;
type RouletteVariant = keyof typeof VARIANTS;

export type RouletteParams = { variant: RouletteVariant };

const INSIDE_BET_TYPES = ['straight', 'split', 'street', 'trio', 'corner', 'basket', 'six-line'] as const;
const OUTSIDE_BET_TYPES = ['dozen', 'column'] as const;
const EVEN_MONEY_BET_TYPES = ['red', 'black', 'even', 'odd', 'low', 'high'] as const;

/** Pockets are 0–36, and 37 for the American double zero (the engine's `DOUBLE_ZERO`). */
const rouletteBetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(INSIDE_BET_TYPES),
    numbers: z.array(z.number().int().min(0).max(37)).min(1).max(6),
    stake: chipStakeSchema,
  }),
  z.object({
    type: z.enum(OUTSIDE_BET_TYPES),
    which: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    stake: chipStakeSchema,
  }),
  z.object({ type: z.enum(EVEN_MONEY_BET_TYPES), stake: chipStakeSchema }),
]);

export type RouletteChoice = { bets: RouletteBet[] };
const rouletteChoiceSchema: z.ZodType<RouletteChoice> = z.object({
  bets: z.array(rouletteBetSchema).min(1).max(MAX_BETS_PER_ROUND),
});

/** A stake at which no bet's return is rounded (la partage halves it), so the RTP is the table's, not a chip's. */
const RTP_STAKE = 100;

/** One chip of every position the layout offers: the RTP a game object shows must hold for any of them. */
const everyPosition = (rules: RouletteRules): RouletteBet[] => [
  ...Object.entries(legalPositions(rules.wheel)).flatMap(([type, positions]) =>
    positions.map((numbers) => ({ type, numbers, stake: RTP_STAKE }) as RouletteBet),
  ),
  ...OUTSIDE_BET_TYPES.flatMap((type) => ([1, 2, 3] as const).map((which) => ({ type, which, stake: RTP_STAKE }))),
  ...EVEN_MONEY_BET_TYPES.map((type) => ({ type, stake: RTP_STAKE })),
];

const pocketColor = (pocket: number) => (isZero(pocket) ? 'green' : isRed(pocket) ? 'red' : 'black');

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
    return lowestOf(everyPosition(rules).map((bet) => rouletteExactRtp(rules, bet)));
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
