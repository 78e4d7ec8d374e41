import type { CaribbeanStudDecision, CaribbeanStudOutcome, CaribbeanStudRules } from '@casino/game-engine';
import {
  CARIBBEAN_STUD,
  caribbeanStudExactRtp,
  caribbeanStudHitRate,
  caribbeanStudRaiseFor,
  dealCaribbeanStud,
  POKER_HANDS,
  pokerHandOf,
  settleCaribbeanStud,
  upCardOf,
} from '@casino/game-engine';
import type { FamilyAction, FamilyRound, StudioGameFamily } from '../family';
import { IllegalPlay } from '../family';
import type { Empty } from './table-rules';
import { emptySchema, parseChoice, refusedAs } from './table-rules';

const DECISIONS = ['raise', 'fold'] as const satisfies CaribbeanStudDecision[];

function decisionOf(actions: readonly FamilyAction[]): CaribbeanStudDecision | undefined {
  const [decision, ...later] = actions;
  if (!decision) return undefined;
  if (!(DECISIONS as readonly string[]).includes(decision.action)) {
    throw new IllegalPlay('action', `after the deal the player raises or folds, not ${decision.action}`);
  }
  if (Object.keys(decision.details).length > 0) {
    throw new IllegalPlay('details', `${decision.action} takes no details: {}`);
  }
  if (later.length > 0) throw new IllegalPlay('action', 'the round is already finished');
  return decision.action as CaribbeanStudDecision;
}

/** The raise's paytable, best hand first, so the front end shows the engine's numbers rather than its own copy. */
const paytableView = (rules: CaribbeanStudRules) =>
  [...POKER_HANDS].reverse().map((hand) => ({ hand, pays: rules.raisePays[hand] }));

const settledBets = (ante: number, outcome: CaribbeanStudOutcome) => [
  { type: 'ante', stake: ante, returned: outcome.anteReturn },
  ...(outcome.raise > 0 ? [{ type: 'raise', stake: outcome.raise, returned: outcome.raiseReturn }] : []),
];

/**
 * The stake is the ante. The player sees five cards and the dealer's up card, then raises (a second bet of twice
 * the ante) or folds. All ten cards come from the deal's shuffle, so the decision only chooses how the seeds' cards
 * settle; the dealer's four other cards stay on the server until it is made.
 */
export const caribbeanStudFamily: StudioGameFamily<Empty, Empty> = {
  id: 'caribbean-stud',
  params: emptySchema,
  defaults: {},
  choice: emptySchema,
  // The best raise-or-fold decision for every hand and up card, pinned in the engine (docs/game-maths-tables.md).
  exactRtp: () => caribbeanStudExactRtp(),
  hitRate: () => caribbeanStudHitRate(),
  play(_params, stake, choice, actions, randomness): FamilyRound {
    parseChoice(emptySchema, choice);
    const decision = decisionOf(actions);
    // Refused before anything is dealt: an ante that is not a whole positive amount, or whose raise is not safe.
    const raise = refusedAs('stake', () => caribbeanStudRaiseFor(stake));
    const deal = dealCaribbeanStud(randomness);
    const paytable = paytableView(CARIBBEAN_STUD);
    if (!decision) {
      return {
        staked: stake,
        returned: null,
        actions: [...DECISIONS],
        view: {
          phase: 'decision',
          player: deal.player,
          player_hand: pokerHandOf(deal.player),
          dealer: [upCardOf(deal)],
          bets: [{ type: 'ante', stake }],
          raise,
          paytable,
        },
      };
    }
    const outcome = settleCaribbeanStud(CARIBBEAN_STUD, { ante: stake }, deal, decision);
    return {
      staked: stake + outcome.raise,
      returned: outcome.anteReturn + outcome.raiseReturn,
      actions: [],
      view: {
        phase: 'settled',
        player: outcome.player,
        dealer: outcome.dealer,
        player_hand: outcome.playerHand,
        dealer_hand: outcome.dealerHand,
        dealer_qualifies: outcome.dealerQualifies,
        decision: outcome.decision,
        showdown: outcome.showdown,
        bets: settledBets(stake, outcome),
        paytable,
      },
    };
  },
};
