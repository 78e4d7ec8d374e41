import type { PontoonAction, PontoonRules, PontoonState, Randomness } from '@casino/game-engine';
import {
  actPontoon,
  PONTOON,
  pontoonExactReturn,
  pontoonExactRtp,
  pontoonHitRate,
  pontoonLegalActions,
  startPontoon,
} from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from '../family';
import { IllegalPlay } from '../family';
import { pontoonView } from './pontoon-view';
import type { Empty } from './table-rules';
import { emptySchema, parseChoice, pricedOnce, refusedAs } from './table-rules';

export type PontoonParams = PontoonRules;

/** Payouts are quoted to hundredths, as the engine settles them in whole hundredths. */
const toOneSchema = z
  .number()
  .min(0)
  .max(5)
  .refine((toOne) => Math.abs(toOne * 100 - Math.round(toOne * 100)) < 1e-9, 'quoted to hundredths');

const pontoonParamsSchema: z.ZodType<PontoonParams> = z.object({
  decks: z.number().int().min(1).max(8),
  pontoonPays: toOneSchema,
  fiveCardTrickPays: toOneSchema,
});

const ACTION_NAMES = ['twist', 'buy', 'stick'] as const satisfies PontoonAction['type'][];

function engineActionOf(action: FamilyAction): PontoonAction {
  const name = action.action as PontoonAction['type'];
  if (!ACTION_NAMES.includes(name)) throw new IllegalPlay('action', `${action.action} is not a pontoon action`);
  if (Object.keys(action.details).length > 0) throw new IllegalPlay('details', `${name} takes no details: {}`);
  return { type: name };
}

function replay(rules: PontoonRules, state: PontoonState, action: FamilyAction, randomness: Randomness) {
  const engineAction = engineActionOf(action);
  const legal = pontoonLegalActions(state);
  if (!legal.includes(engineAction.type)) {
    throw new IllegalPlay('action', `cannot ${action.action} now; the player may ${legal.join(', ') || 'do nothing'}`);
  }
  return actPontoon(rules, state, engineAction, randomness);
}

const isRulesPage = (rules: PontoonRules) =>
  rules.decks === PONTOON.decks &&
  rules.pontoonPays === PONTOON.pontoonPays &&
  rules.fiveCardTrickPays === PONTOON.fiveCardTrickPays;

/** The rules page's game is pinned; other params are enumerated once per process (a few seconds). */
const exactReturnOf = pricedOnce((rules: PontoonRules) => pontoonExactReturn(rules).rtp);
const hitRateOf = pricedOnce((rules: PontoonRules) => pontoonExactReturn(rules).hitRate);

export const pontoonFamily: StudioGameFamily<PontoonParams, Empty> = {
  id: 'pontoon',
  params: pontoonParamsSchema,
  defaults: PONTOON,
  choice: emptySchema,
  // The exact return and hit rate of the rules page's strategy (docs/game-maths-tables.md).
  exactRtp: (rules) => (isRulesPage(rules) ? pontoonExactRtp() : exactReturnOf(rules)),
  hitRate: (rules) => (isRulesPage(rules) ? pontoonHitRate() : hitRateOf(rules)),
  play(rules, stake, choice, actions, randomness): FamilyRound {
    parseChoice(emptySchema, choice);
    const start = refusedAs('stake', () => startPontoon(rules, stake, randomness));
    const state = actions.reduce((current, action) => replay(rules, current, action, randomness), start);
    // Buying adds the first stake again for each card bought.
    return {
      staked: state.stake,
      returned: state.returned ?? null,
      actions: pontoonLegalActions(state),
      view: pontoonView(state),
    };
  },
};
