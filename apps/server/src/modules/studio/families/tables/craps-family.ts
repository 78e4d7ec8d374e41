import type { CrapsBet, CrapsState, Randomness } from '@casino/game-engine';
import {
  CRAPS,
  crapsTotalReturn,
  legalCrapsActions,
  LINE_BETS,
  lineExactRtp,
  lineHitRate,
  maxOdds,
  ONE_ROLL_BETS,
  oneRollExactRtp,
  rollCraps,
  startCraps,
  takeOdds,
} from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from '../family';
import { IllegalPlay } from '../family';
import type { Empty } from './table-rules';
import {
  assertStakeIsTheSlipTotal,
  chipStakeSchema,
  emptySchema,
  lowestOf,
  parseChoice,
  pricedOnce,
  refusedAs,
  totalOf,
} from './table-rules';

/** One line bet (pass or don't pass) and any of the one-roll bets, each at most once. */
export type CrapsChoice = { bets: CrapsBet[] };
const BET_TYPES = [...LINE_BETS, ...ONE_ROLL_BETS] as const;
const crapsChoiceSchema: z.ZodType<CrapsChoice> = z.object({
  bets: z
    .array(z.object({ type: z.enum(BET_TYPES), stake: chipStakeSchema }))
    .min(1)
    .max(BET_TYPES.length - 1),
});

const oddsDetailsSchema = z.object({ stake: chipStakeSchema });

function replayStep(state: CrapsState, action: FamilyAction, randomness: Randomness): CrapsState {
  const legal: string[] = legalCrapsActions(state);
  if (!legal.includes(action.action)) {
    throw new IllegalPlay('action', `cannot ${action.action} now; the player may ${legal.join(', ') || 'do nothing'}`);
  }
  if (action.action === 'roll') return rollCraps(CRAPS, state, randomness);
  const details = oddsDetailsSchema.safeParse(action.details);
  if (!details.success) throw new IllegalPlay('details', 'free odds name their stake: { stake: whole minor units }');
  // Over the table's maximum for this point: the engine says what the maximum is.
  return refusedAs('details', () => takeOdds(CRAPS, state, details.data.stake));
}

function crapsView(state: CrapsState): Record<string, unknown> {
  const last = state.rolls.at(-1);
  return {
    phase: state.phase,
    point: state.point,
    rolls: state.rolls,
    total: last ? last[0] + last[1] : null,
    bets: state.bets.map((bet, index) => ({ ...bet, returned: state.returns[index] ?? null })),
    odds: state.odds > 0 ? { stake: state.odds, returned: state.oddsReturn } : null,
    max_odds: legalCrapsActions(state).includes('odds') ? maxOdds(CRAPS, state) : 0,
  };
}

/**
 * A round is one line bet played out: the opening places the slip, then each `roll` is a step (two dice from the
 * round's seeds, in order) until the line is decided. Free odds may be taken once, between rolls, after the point.
 */
export const crapsFamily: StudioGameFamily<Empty, CrapsChoice> = {
  id: 'craps',
  params: emptySchema,
  defaults: {},
  choice: crapsChoiceSchema,
  /**
   * The lowest over the bets the table offers: any seven at 4:1 (5/6), below the field (35/36), pass (488/495) and
   * don't pass (1953/1980); free odds return exactly 100% and never lower it.
   */
  exactRtp: pricedOnce(() =>
    lowestOf([
      ...LINE_BETS.map((line) => lineExactRtp(line)),
      ...ONE_ROLL_BETS.map((bet) => oneRollExactRtp(CRAPS, bet)),
    ]),
  ),
  /** For the pass line, the bet most players make: it wins 244 times in 495. */
  hitRate: () => lineHitRate('pass'),
  play(_params, stake, choice, actions, randomness): FamilyRound {
    const { bets } = parseChoice(crapsChoiceSchema, choice);
    assertStakeIsTheSlipTotal(stake, bets);
    const start = refusedAs('choice', () => startCraps(bets));
    const state = actions.reduce((current, action) => replayStep(current, action, randomness), start);
    const settled = state.phase === 'settled';
    return {
      staked: totalOf([stake, state.odds]),
      returned: settled ? crapsTotalReturn(state) : null,
      actions: legalCrapsActions(state),
      view: crapsView(state),
    };
  },
};
