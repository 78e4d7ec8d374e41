import type { CasinoHoldemDecision, CasinoHoldemOutcome, CasinoHoldemRules } from '@casino/game-engine';
import {
  CASINO_HOLDEM,
  casinoHoldemCallFor,
  casinoHoldemExactRtp,
  casinoHoldemHitRate,
  dealCasinoHoldem,
  handOnTheFlop,
  POKER_HANDS,
  settleCasinoHoldem,
} from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from '../family';
import { IllegalPlay } from '../family';
import type { Empty } from './table-rules';
import { assertStakeIsTheSlipTotal, chipStakeSchema, emptySchema, parseChoice, refusedAs } from './table-rules';

/**
 * The ante, as a slip of bets like every live table's (one ante; no side bet in this version). The call comes later.
 */
export type CasinoHoldemChoice = { bets: { type: 'ante'; stake: number }[] };
const choiceSchema: z.ZodType<CasinoHoldemChoice> = z.object({
  bets: z
    .array(z.object({ type: z.literal('ante'), stake: chipStakeSchema }))
    .length(1, 'a casino hold’em slip holds one ante'),
});

const DECISIONS = ['call', 'fold'] as const satisfies CasinoHoldemDecision[];

function anteOf(stake: number, choice: CasinoHoldemChoice): number {
  const { bets } = parseChoice(choiceSchema, choice);
  assertStakeIsTheSlipTotal(stake, bets);
  return bets[0]!.stake;
}

function decisionOf(actions: readonly FamilyAction[]): CasinoHoldemDecision | undefined {
  const [decision, ...later] = actions;
  if (!decision) return undefined;
  if (!(DECISIONS as readonly string[]).includes(decision.action)) {
    throw new IllegalPlay('action', `after the flop the player calls or folds, not ${decision.action}`);
  }
  if (Object.keys(decision.details).length > 0) {
    throw new IllegalPlay('details', `${decision.action} takes no details: {}`);
  }
  if (later.length > 0) throw new IllegalPlay('action', 'the round is already finished');
  return decision.action as CasinoHoldemDecision;
}

/** The ante's paytable, best hand first, so the front end shows the engine's numbers rather than its own copy. */
const paytableView = (rules: CasinoHoldemRules) =>
  [...POKER_HANDS].reverse().map((hand) => ({ hand, pays: rules.antePays[hand] }));

const settledBets = (ante: number, outcome: CasinoHoldemOutcome) => [
  { type: 'ante', stake: ante, returned: outcome.anteReturn },
  ...(outcome.call > 0 ? [{ type: 'call', stake: outcome.call, returned: outcome.callReturn }] : []),
];

/**
 * The stake is the ante. The player sees two cards and the flop, then calls (a second bet of twice the ante) or
 * folds. All nine cards come from the deal's shuffle, so the decision only chooses how the seeds' cards settle; the
 * turn, the river and the dealer's two cards stay on the server until it is made.
 */
export const casinoHoldemFamily: StudioGameFamily<Empty, CasinoHoldemChoice> = {
  id: 'casino-holdem',
  params: emptySchema,
  defaults: {},
  choice: choiceSchema,
  // The best call-or-fold decision on every hole pair and flop, pinned in the engine (docs/game-maths-tables.md).
  exactRtp: () => casinoHoldemExactRtp(),
  hitRate: () => casinoHoldemHitRate(),
  play(_params, stake, choice, actions, randomness): FamilyRound {
    const ante = anteOf(stake, choice);
    const decision = decisionOf(actions);
    // Refused before anything is dealt: an ante whose call is not a safe amount.
    const call = refusedAs('stake', () => casinoHoldemCallFor(ante));
    const deal = dealCasinoHoldem(randomness);
    const paytable = paytableView(CASINO_HOLDEM);
    if (!decision) {
      return {
        staked: stake,
        returned: null,
        actions: [...DECISIONS],
        view: {
          phase: 'decision',
          player: deal.player,
          flop: deal.flop,
          player_hand: handOnTheFlop(deal),
          bets: [{ type: 'ante', stake: ante }],
          call,
          paytable,
        },
      };
    }
    const outcome = settleCasinoHoldem(CASINO_HOLDEM, { ante }, deal, decision);
    return {
      staked: stake + outcome.call,
      returned: outcome.anteReturn + outcome.callReturn,
      actions: [],
      view: {
        phase: 'settled',
        player: outcome.player,
        flop: outcome.flop,
        turn: outcome.turn,
        river: outcome.river,
        dealer: outcome.dealer,
        player_hand: outcome.playerHand,
        dealer_hand: outcome.dealerHand,
        player_best: outcome.playerBest,
        dealer_best: outcome.dealerBest,
        dealer_qualifies: outcome.dealerQualifies,
        decision: outcome.decision,
        showdown: outcome.showdown,
        bets: settledBets(ante, outcome),
        paytable,
      },
    };
  },
};
