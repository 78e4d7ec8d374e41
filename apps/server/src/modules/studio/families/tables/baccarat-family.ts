import type { BaccaratBetType, BaccaratRules } from '@casino/game-engine';
import {
  BACCARAT_BET_TYPES,
  baccaratExactRtp,
  NO_COMMISSION_BACCARAT,
  playBaccarat,
  PUNTO_BANCO,
} from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from '../family';
import { IllegalPlay } from '../family';
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

export type BaccaratParams = {
  /** Percent kept from a winning banker bet: 5 pays the banker 0.95:1. */
  commission: number;
  /** What a tie bet pays to one. */
  tie: number;
  /** Whether the player-pair and banker-pair side bets (11:1) are on the table. */
  pairs: boolean;
  /** No-commission tables: the banker bet pays even money, but half on a banker win with 6 (`commission` unused). */
  noCommission: boolean;
};

export type BaccaratChoice = { bets: { type: BaccaratBetType; stake: number }[] };
const baccaratChoiceSchema: z.ZodType<BaccaratChoice> = z.object({
  bets: z
    .array(z.object({ type: z.enum(BACCARAT_BET_TYPES), stake: chipStakeSchema }))
    .min(1)
    .max(MAX_BETS_PER_ROUND),
});

const PAIR_BETS: readonly BaccaratBetType[] = ['player-pair', 'banker-pair'];

/** The engine's punto banco (8 decks, pairs 11:1) with the catalogue's commission (or none) and tie payout. */
const rulesOf = ({ commission, tie, noCommission }: BaccaratParams): BaccaratRules =>
  noCommission
    ? { ...NO_COMMISSION_BACCARAT, payouts: { ...NO_COMMISSION_BACCARAT.payouts, tie } }
    : { ...PUNTO_BANCO, payouts: { ...PUNTO_BANCO.payouts, banker: (100 - commission) / 100, tie } };

const offeredBets = (params: BaccaratParams) =>
  BACCARAT_BET_TYPES.filter((type) => params.pairs || !PAIR_BETS.includes(type));

/** A stake at which the commission takes whole minor units, so the RTP is the table's, not a chip's rounding. */
const RTP_STAKE = 100;

export const baccaratFamily: StudioGameFamily<BaccaratParams, BaccaratChoice> = {
  id: 'baccarat',
  params: z.object({
    commission: z.number().int().min(0).max(10),
    tie: z.number().int().min(1).max(50),
    pairs: z.boolean(),
    noCommission: z.boolean(),
  }),
  defaults: { commission: 5, tie: 8, pairs: true, noCommission: false },
  choice: baccaratChoiceSchema,
  /** The lowest over the bets on the table: the tie bet (85.64% at 8:1), below the pairs' 89.64%. */
  exactRtp: pricedOnce((params) =>
    lowestOf(offeredBets(params).map((type) => baccaratExactRtp(rulesOf(params), { type, stake: RTP_STAKE }))),
  ),
  /**
   * For the player bet, which returns something on a player win or a tie (a push). Priced by the engine itself: with
   * the player bet paying 0:1 every returning round gives back exactly the stake, so its RTP is that probability.
   */
  hitRate: pricedOnce((params) => {
    const rules = rulesOf(params);
    const evenReturn = { ...rules, payouts: { ...rules.payouts, player: 0 } };
    return baccaratExactRtp(evenReturn, { type: 'player', stake: RTP_STAKE });
  }),
  play(params, stake, choice, actions, randomness) {
    const { bets } = parseChoice(baccaratChoiceSchema, choice);
    assertStakeIsTheSlipTotal(stake, bets);
    refuseActions(actions);
    const offered = offeredBets(params);
    const refused = bets.find((bet) => !offered.includes(bet.type));
    if (refused) throw new IllegalPlay('choice', `${refused.type} is not offered at this table`);
    const outcome = refusedAs('choice', () => playBaccarat(rulesOf(params), bets, randomness));
    return {
      staked: stake,
      returned: totalOf(outcome.returns),
      actions: [],
      view: {
        player: outcome.player,
        banker: outcome.banker,
        player_total: outcome.playerTotal,
        banker_total: outcome.bankerTotal,
        winner: outcome.winner,
        player_pair: outcome.playerPair,
        banker_pair: outcome.bankerPair,
        bets: bets.map((bet, index) => ({ ...bet, returned: outcome.returns[index]! })),
      },
    };
  },
};
