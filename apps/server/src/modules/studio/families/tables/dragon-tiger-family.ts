import type { DragonTigerBetType } from '@casino/game-engine';
import { add, DRAGON_TIGER, DRAGON_TIGER_BET_TYPES, dragonTigerExactRtp, playDragonTiger } from '@casino/game-engine';
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

export type DragonTigerChoice = { bets: { type: DragonTigerBetType; stake: number }[] };
const dragonTigerChoiceSchema: z.ZodType<DragonTigerChoice> = z.object({
  bets: z
    .array(z.object({ type: z.enum(DRAGON_TIGER_BET_TYPES), stake: chipStakeSchema }))
    .min(1)
    .max(MAX_BETS_PER_ROUND),
});

const RTP_STAKE = 100;

/** The engine's rules with every bet paying 0:1 and no half back: a bet's RTP is then its probability of winning. */
const winsOnly = { ...DRAGON_TIGER, payouts: { dragon: 0, tiger: 0, tie: 0 }, halfBackOnTie: false };

export const dragonTigerFamily: StudioGameFamily<Empty, DragonTigerChoice> = {
  id: 'dragon-tiger',
  params: emptySchema,
  defaults: {},
  choice: dragonTigerChoiceSchema,
  /** The lowest over the three bets: the tie at 8:1 (279/415). */
  exactRtp: pricedOnce(() =>
    lowestOf(DRAGON_TIGER_BET_TYPES.map((type) => dragonTigerExactRtp(DRAGON_TIGER, { type, stake: RTP_STAKE }))),
  ),
  /** For the dragon bet, which returns something when the dragon wins, and half its stake on a tie. */
  hitRate: pricedOnce(() => {
    const dragonWins = dragonTigerExactRtp(winsOnly, { type: 'dragon', stake: RTP_STAKE });
    const tie = dragonTigerExactRtp(winsOnly, { type: 'tie', stake: RTP_STAKE });
    return DRAGON_TIGER.halfBackOnTie ? add(dragonWins, tie) : dragonWins;
  }),
  play(_params, stake, choice, actions, randomness) {
    const { bets } = parseChoice(dragonTigerChoiceSchema, choice);
    assertStakeIsTheSlipTotal(stake, bets);
    refuseActions(actions);
    const outcome = refusedAs('choice', () => playDragonTiger(DRAGON_TIGER, bets, randomness));
    return {
      staked: stake,
      returned: totalOf(outcome.returns),
      actions: [],
      view: {
        dragon: outcome.dragon,
        tiger: outcome.tiger,
        winner: outcome.result,
        bets: bets.map((bet, index) => ({ ...bet, returned: outcome.returns[index]! })),
      },
    };
  },
};
