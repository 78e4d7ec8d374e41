import type { ThreeCardPokerDecision, ThreeCardPokerOutcome, ThreeCardPokerRules } from '@casino/game-engine';
import {
  dealThreeCardPoker,
  settleThreeCardPoker,
  THREE_CARD_HANDS,
  THREE_CARD_POKER,
  exact,
  threeCardHandOf,
} from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from '../family';
import { IllegalPlay } from '../family';
import type { Empty } from './table-rules';
import { assertStakeIsTheSlipTotal, chipStakeSchema, emptySchema, parseChoice, refusedAs } from './table-rules';

/** The ante, and optionally the Pair Plus side bet on the player's three cards. The play bet comes later. */
export type ThreeCardPokerChoice = { bets: { type: 'ante' | 'pair-plus'; stake: number }[] };
const choiceSchema: z.ZodType<ThreeCardPokerChoice> = z.object({
  bets: z
    .array(z.object({ type: z.enum(['ante', 'pair-plus']), stake: chipStakeSchema }))
    .min(1)
    .max(2),
});

const DECISIONS = ['play', 'fold'] as const satisfies ThreeCardPokerDecision[];

function slipOf(stake: number, choice: ThreeCardPokerChoice) {
  const { bets } = parseChoice(choiceSchema, choice);
  assertStakeIsTheSlipTotal(stake, bets);
  const ante = bets.filter((bet) => bet.type === 'ante');
  const pairPlus = bets.filter((bet) => bet.type === 'pair-plus');
  if (ante.length !== 1 || pairPlus.length > 1) {
    throw new IllegalPlay('choice', 'a three card poker slip holds one ante and at most one pair plus bet');
  }
  return { ante: ante[0]!.stake, pairPlus: pairPlus[0]?.stake ?? 0 };
}

function decisionOf(actions: readonly FamilyAction[]): ThreeCardPokerDecision | undefined {
  const [decision, ...later] = actions;
  if (!decision) return undefined;
  if (!(DECISIONS as readonly string[]).includes(decision.action)) {
    throw new IllegalPlay('action', `after the deal the player plays or folds, not ${decision.action}`);
  }
  if (later.length > 0) throw new IllegalPlay('action', 'the round is already finished');
  return decision.action as ThreeCardPokerDecision;
}

/** Both paytables, best hand first, so the front end shows the engine's numbers rather than its own copy. */
const paytableView = (rules: ThreeCardPokerRules) => {
  const bestFirst = [...THREE_CARD_HANDS].reverse();
  const listed = (table: ThreeCardPokerRules['anteBonus']) =>
    bestFirst.flatMap((hand) => (table[hand] ? [{ hand, pays: table[hand] }] : []));
  return { ante_bonus: listed(rules.anteBonus), pair_plus: listed(rules.pairPlus) };
};

const settledBets = (slip: { ante: number; pairPlus: number }, outcome: ThreeCardPokerOutcome) => [
  { type: 'ante', stake: slip.ante, returned: outcome.anteReturn },
  ...(outcome.play > 0 ? [{ type: 'play', stake: outcome.play, returned: outcome.playReturn }] : []),
  ...(slip.pairPlus > 0 ? [{ type: 'pair-plus', stake: slip.pairPlus, returned: outcome.pairPlusReturn }] : []),
];

/**
 * Exact prices as `threeCardPokerExactPrices` enumerates them (every player hand against every dealer hand, 407
 * million deals). Pinned because the enumeration takes one to several seconds and the catalogue prices every game at
 * start-up; three-card-poker-family.test.ts recomputes them and fails if they drift from the engine.
 */
export const PINNED_PRICES = {
  /** Pair Plus at 40-30-6-3-1 (ante and play under Q-6-4 is 19671831/20358520 ≈ 96.63%). */
  rtp: exact(5_123n, 5_525n),
  /** Ante and play under Q-6-4: a push, a win or an ante bonus (a fold returns nothing). */
  hitRate: exact(11_461_923n, 25_448_150n),
};

/**
 * The player sees three cards, then plays (a second bet equal to the ante) or folds. All six cards come from the
 * deal's shuffle, so the decision only chooses how the seeds' cards settle; the dealer's cards stay on the server
 * until it is made.
 */
export const threeCardPokerFamily: StudioGameFamily<Empty, ThreeCardPokerChoice> = {
  id: 'three-card-poker',
  params: emptySchema,
  defaults: {},
  choice: choiceSchema,
  /**
   * The lowest over the bets: Pair Plus at 40-30-6-3-1 (5123/5525 ≈ 92.72%), below ante and play under the rules
   * page's Q-6-4 strategy (19671831/20358520 ≈ 96.63%, counting the play bet as money risked).
   */
  exactRtp: () => PINNED_PRICES.rtp,
  hitRate: () => PINNED_PRICES.hitRate,
  play(_params, stake, choice, actions, randomness): FamilyRound {
    const slip = slipOf(stake, choice);
    const decision = decisionOf(actions);
    const deal = dealThreeCardPoker(randomness);
    const paytable = paytableView(THREE_CARD_POKER);
    if (!decision) {
      return {
        staked: stake,
        returned: null,
        actions: [...DECISIONS],
        view: {
          phase: 'decision',
          player: deal.player,
          player_hand: threeCardHandOf(deal.player),
          bets: [
            { type: 'ante', stake: slip.ante },
            ...(slip.pairPlus > 0 ? [{ type: 'pair-plus', stake: slip.pairPlus }] : []),
          ],
          paytable,
        },
      };
    }
    const outcome = refusedAs('choice', () => settleThreeCardPoker(THREE_CARD_POKER, slip, deal, decision));
    return {
      staked: stake + outcome.play,
      returned: outcome.anteReturn + outcome.playReturn + outcome.bonusReturn + outcome.pairPlusReturn,
      actions: [],
      view: {
        phase: 'settled',
        player: outcome.player,
        dealer: outcome.dealer,
        player_hand: outcome.playerHand,
        dealer_hand: outcome.dealerHand,
        decision: outcome.decision,
        showdown: outcome.showdown,
        ante_bonus: outcome.bonusReturn,
        bets: settledBets(slip, outcome),
        paytable,
      },
    };
  },
};
