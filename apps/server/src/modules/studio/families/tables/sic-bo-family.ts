import type { SicBoBet } from '@casino/game-engine';
import { playSicBo, SIC_BO, sicBoExactRtp } from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from '../family';
import {
  assertStakeIsTheSlipTotal,
  chipStakeSchema,
  emptySchema,
  lowestOf,
  MAX_BETS_PER_ROUND,
  parseChoice,
  pricedOnce,
  refuseActions,
  refusedAs,
  totalOf,
} from './table-rules';
import type { Empty } from './table-rules';

const FACES = [1, 2, 3, 4, 5, 6] as const;
const faceSchema = z.literal(FACES);

const sicBoBetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['small', 'big', 'any-triple']), stake: chipStakeSchema }),
  z.object({ type: z.enum(['triple', 'double', 'single']), face: faceSchema, stake: chipStakeSchema }),
  z.object({ type: z.literal('total'), total: z.number().int().min(4).max(17), stake: chipStakeSchema }),
  z.object({ type: z.literal('combination'), faces: z.tuple([faceSchema, faceSchema]), stake: chipStakeSchema }),
]);

export type SicBoChoice = { bets: SicBoBet[] };
const sicBoChoiceSchema: z.ZodType<SicBoChoice> = z.object({
  bets: z.array(sicBoBetSchema).min(1).max(MAX_BETS_PER_ROUND),
});

const RTP_STAKE = 100;

/** One chip on every box of the table. */
const everyBox = (): SicBoBet[] => [
  ...(['small', 'big', 'any-triple'] as const).map((type) => ({ type, stake: RTP_STAKE })),
  ...(['triple', 'double', 'single'] as const).flatMap((type) =>
    FACES.map((face) => ({ type, face, stake: RTP_STAKE })),
  ),
  ...Array.from({ length: 14 }, (_, index) => ({ type: 'total' as const, total: index + 4, stake: RTP_STAKE })),
  ...FACES.flatMap((first) =>
    FACES.filter((second) => second > first).map((second) => ({
      type: 'combination' as const,
      faces: [first, second] as const,
      stake: RTP_STAKE,
    })),
  ),
];

export const sicBoFamily: StudioGameFamily<Empty, SicBoChoice> = {
  id: 'sic-bo',
  params: emptySchema,
  defaults: {},
  choice: sicBoChoiceSchema,
  /** The lowest over every box of the Macau table: a total of 9 or 12 at 6:1 (175/216). */
  exactRtp: pricedOnce(() => lowestOf(everyBox().map((bet) => sicBoExactRtp(SIC_BO, bet)))),
  /**
   * For the small bet. Priced by the engine: paying 0:1, small returns exactly its stake whenever it wins, so its RTP
   * is the probability that it wins.
   */
  hitRate: pricedOnce(() =>
    sicBoExactRtp({ paytable: { ...SIC_BO.paytable, small: 0 } }, { type: 'small', stake: RTP_STAKE }),
  ),
  play(_params, stake, choice, actions, randomness) {
    const { bets } = parseChoice(sicBoChoiceSchema, choice);
    assertStakeIsTheSlipTotal(stake, bets);
    refuseActions(actions);
    const outcome = refusedAs('choice', () => playSicBo(SIC_BO, bets, randomness));
    return {
      staked: stake,
      returned: totalOf(outcome.returns),
      actions: [],
      view: {
        dice: outcome.dice,
        total: outcome.total,
        bets: bets.map((bet, index) => ({ ...bet, returned: outcome.returns[index]! })),
      },
    };
  },
};
