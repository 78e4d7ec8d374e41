import type { Exact, PokerEvaluator } from '@casino/game-engine';
import {
  dealVideoPoker,
  DEUCES_WILD_EVALUATOR,
  DEUCES_WILD_ILLINOIS,
  deucesWildPays,
  drawVideoPokerWith,
  exact,
  HAND_RANKS,
  JACKS_OR_BETTER_9_6,
  JACKS_OR_BETTER_EVALUATOR,
} from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from './family';
import { IllegalPlay } from './family';

/** A machine: how it ranks hands, and what each rank pays for one, in hundredths, indexed like its ranks. */
type Machine = { readonly evaluator: PokerEvaluator; readonly pays: readonly number[] };

/** The paytables the studio offers, by the name the catalogue records (docs/game-maths-tables.md cites each). */
const PAYTABLES = {
  'jacks-or-better-9-6': {
    evaluator: JACKS_OR_BETTER_EVALUATOR,
    pays: HAND_RANKS.map((rank) => JACKS_OR_BETTER_9_6[rank]),
  },
  'deuces-wild-illinois': { evaluator: DEUCES_WILD_EVALUATOR, pays: deucesWildPays(DEUCES_WILD_ILLINOIS) },
} as const satisfies Record<string, Machine>;
type PaytableName = keyof typeof PAYTABLES;

export type VideoPokerParams = { paytable: PaytableName };
const paramsSchema: z.ZodType<VideoPokerParams> = z.object({
  paytable: z.enum(Object.keys(PAYTABLES) as [PaytableName, ...PaytableName[]]),
});

/**
 * Exact return and hit rate of each paytable under optimal play, as `analyseVideoPokerWith` enumerates them (every
 * deal, the best of its 32 holds). Pinned because the enumeration takes seconds and the catalogue prices every game
 * at start-up; video-poker-family.test.ts recomputes them and fails if they drift from the engine.
 */
export const PINNED_ANALYSIS: Readonly<Record<PaytableName, { rtp: Exact; hitRate: Exact }>> = {
  'jacks-or-better-9-6': {
    rtp: exact(1_653_526_326_983n, 1_661_102_543_100n),
    hitRate: exact(377_539_813_471n, 830_551_271_550n),
  },
  'deuces-wild-illinois': {
    rtp: exact(547_682_606_167n, 553_700_847_700n),
    hitRate: exact(736_878_570_833n, 1_661_102_543_100n),
  },
};

const holdSchema = z.object({ hold: z.array(z.boolean()).length(5) });

/** The player's one decision: which of the five dealt cards to keep. */
function holdOf(actions: readonly FamilyAction[]): boolean[] | undefined {
  const [draw, ...later] = actions;
  if (!draw) return undefined;
  if (draw.action !== 'draw') throw new IllegalPlay('action', `a dealt hand is drawn to, not ${draw.action}`);
  if (later.length > 0) throw new IllegalPlay('action', 'the round is already finished');
  const parsed = holdSchema.safeParse(draw.details);
  if (!parsed.success) throw new IllegalPlay('hold', 'name each of the five cards as held or not');
  return parsed.data.hold;
}

/** The paytable as the front end shows it: hands from the best down, each with its "for one" return. */
const paytableView = ({ evaluator, pays }: Machine) =>
  evaluator.ranks
    .map((hand, index) => ({ hand, pays: pays[index]! }))
    .reverse()
    .filter((row) => row.pays > 0)
    .map((row) => ({ hand: row.hand, pays: (row.pays / 100).toString() }));

const multiplierOf = (hundredths: number) => (hundredths / 100).toFixed(4);

/**
 * Video poker, Jacks or Better or Deuces Wild by the paytable: a deal of five, one draw. The whole round's ten cards come from the deal's shuffle, so the hold
 * only chooses among cards the seeds fixed already; the draw pile never leaves the server before the draw.
 */
export const videoPokerFamily: StudioGameFamily<VideoPokerParams, Record<string, never>> = {
  id: 'video-poker',
  params: paramsSchema,
  defaults: { paytable: 'jacks-or-better-9-6' },
  choice: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  exactRtp: (params) => PINNED_ANALYSIS[params.paytable].rtp,
  hitRate: (params) => PINNED_ANALYSIS[params.paytable].hitRate,
  play(params, stake, _choice, actions, randomness): FamilyRound {
    const machine: Machine = PAYTABLES[params.paytable];
    const hold = holdOf(actions);
    // The engine refuses a stake that is not a positive whole number before drawing anything: the player's mistake.
    if (!Number.isSafeInteger(stake) || stake < 1) {
      throw new IllegalPlay('stake', 'the stake is a positive whole amount');
    }
    const deal = dealVideoPoker(stake, randomness);
    if (!hold) {
      return {
        staked: stake,
        returned: null,
        actions: ['draw'],
        view: { hand: deal.hand, paytable: paytableView(machine) },
      };
    }
    const outcome = drawVideoPokerWith(machine.evaluator, machine.pays, deal, hold);
    return {
      staked: stake,
      returned: outcome.returned,
      actions: [],
      view: {
        hand: deal.hand,
        held: outcome.held,
        final_hand: outcome.finalHand,
        hand_rank: outcome.handRank,
        multiplier: multiplierOf(machine.pays[machine.evaluator.ranks.indexOf(outcome.handRank)]!),
        paytable: paytableView(machine),
      },
    };
  },
};
