import type { BlackjackAction, BlackjackRules, BlackjackState, Randomness } from '@casino/game-engine';
import {
  actBlackjack,
  BLACKJACK,
  blackjackExactRtp,
  blackjackHitRate,
  legalActions,
  startBlackjack,
} from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from '../family';
import { IllegalPlay } from '../family';
import { blackjackView } from './blackjack-view';
import type { Empty } from './table-rules';
import { emptySchema, parseChoice, refusedAs, totalOf } from './table-rules';

export type BlackjackParams = BlackjackRules;

/** Payouts are quoted to hundredths ("3 to 2" is 1.5), as the engine settles them in whole hundredths. */
const toOneSchema = z
  .number()
  .min(0)
  .max(2)
  .refine((toOne) => Math.abs(toOne * 100 - Math.round(toOne * 100)) < 1e-9, 'quoted to hundredths');

const blackjackParamsSchema: z.ZodType<BlackjackParams> = z.object({
  decks: z.number().int().min(1).max(8),
  dealerHitsSoft17: z.boolean(),
  blackjackPays: toOneSchema,
  insurancePays: toOneSchema,
  maxHands: z.number().int().min(1).max(4),
  doubleAfterSplit: z.boolean(),
});

const ACTION_NAMES = ['hit', 'stand', 'double', 'split', 'insurance'] as const satisfies BlackjackAction['type'][];
type ActionName = (typeof ACTION_NAMES)[number];

function engineActionOf(action: FamilyAction): BlackjackAction {
  const name = action.action as ActionName;
  if (!ACTION_NAMES.includes(name)) throw new IllegalPlay('action', `${action.action} is not a blackjack action`);
  if (name !== 'insurance') return { type: name };
  const { take } = action.details;
  if (typeof take !== 'boolean') throw new IllegalPlay('details', 'insurance is taken or declined: { take: boolean }');
  return { type: 'insurance', take };
}

/** One move on a round: IllegalPlay for a move the rules refuse now, with the moves they allow. */
export function blackjackMove(
  rules: BlackjackRules,
  state: BlackjackState,
  action: FamilyAction,
  randomness: Randomness,
) {
  const engineAction = engineActionOf(action);
  const legal = legalActions(rules, state);
  if (!legal.includes(engineAction.type)) {
    throw new IllegalPlay('action', `cannot ${action.action} now; the player may ${legal.join(', ') || 'do nothing'}`);
  }
  // Legal by name but refused by the rules (insuring a 1-unit stake): the engine says why.
  return refusedAs('action', () => actBlackjack(rules, state, engineAction, randomness));
}

export const blackjackFamily: StudioGameFamily<BlackjackParams, Empty> = {
  id: 'blackjack',
  params: blackjackParamsSchema,
  defaults: BLACKJACK,
  choice: emptySchema,
  // The exact return of the rules page's basic strategy over a 6-deck shoe, for the catalogue's rules (the defaults),
  // and its exact hit rate: the chance the round returns anything, split hands taken jointly (both computed and
  // pinned in the engine, docs/game-maths-tables.md).
  exactRtp: () => blackjackExactRtp(),
  hitRate: () => blackjackHitRate(),
  play(rules, stake, choice, actions, randomness): FamilyRound {
    parseChoice(emptySchema, choice);
    const start = refusedAs('stake', () => startBlackjack(rules, stake, randomness));
    const state = actions.reduce((current, action) => blackjackMove(rules, current, action, randomness), start);
    return blackjackRound(rules, state);
  },
};

/** A round's money and what the player sees, at any state. */
export function blackjackRound(rules: BlackjackRules, state: BlackjackState): FamilyRound {
  // Doubles and splits add to the hands' stakes; insurance is a bet of its own.
  const staked = totalOf([...state.hands.map((hand) => hand.stake), state.insuranceStake]);
  const returned = state.returns ? totalOf([...state.returns.hands, state.returns.insurance]) : null;
  return { staked, returned, actions: legalActions(rules, state), view: blackjackView(state) };
}
