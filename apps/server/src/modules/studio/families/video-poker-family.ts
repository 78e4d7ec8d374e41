import type { Exact, VideoPokerPaytable } from '@casino/game-engine';
import { dealVideoPoker, drawVideoPoker, exact, HAND_RANKS, JACKS_OR_BETTER_9_6 } from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from './family';
import { IllegalPlay } from './family';

/** The paytables the studio offers, by the name the catalogue records. */
const PAYTABLES = { 'jacks-or-better-9-6': JACKS_OR_BETTER_9_6 } as const satisfies Record<string, VideoPokerPaytable>;
type PaytableName = keyof typeof PAYTABLES;

export type VideoPokerParams = { paytable: PaytableName };
const paramsSchema: z.ZodType<VideoPokerParams> = z.object({
  paytable: z.enum(Object.keys(PAYTABLES) as [PaytableName, ...PaytableName[]]),
});

/**
 * Exact return and hit rate of full-pay 9/6 under optimal play, as `analyseVideoPoker` enumerates them (every
 * deal, the best of its 32 holds). Pinned because the enumeration takes seconds and the catalogue prices every game
 * at start-up; video-poker-family.test.ts recomputes both and fails if they drift from the engine.
 */
export const PINNED_ANALYSIS: Readonly<Record<PaytableName, { rtp: Exact; hitRate: Exact }>> = {
  'jacks-or-better-9-6': {
    rtp: exact(1_653_526_326_983n, 1_661_102_543_100n),
    hitRate: exact(377_539_813_471n, 830_551_271_550n),
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
const paytableView = (paytable: VideoPokerPaytable) =>
  [...HAND_RANKS]
    .reverse()
    .filter((hand) => paytable[hand] > 0)
    .map((hand) => ({ hand, pays: (paytable[hand] / 100).toString() }));

const multiplierOf = (hundredths: number) => (hundredths / 100).toFixed(4);

/**
 * Jacks or Better: a deal of five, one draw. The whole round's ten cards come from the deal's shuffle, so the hold
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
    const paytable = PAYTABLES[params.paytable];
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
        view: { hand: deal.hand, paytable: paytableView(paytable) },
      };
    }
    const outcome = drawVideoPoker(paytable, deal, hold);
    return {
      staked: stake,
      returned: outcome.returned,
      actions: [],
      view: {
        hand: deal.hand,
        held: outcome.held,
        final_hand: outcome.finalHand,
        hand_rank: outcome.handRank,
        multiplier: multiplierOf(paytable[outcome.handRank]),
        paytable: paytableView(paytable),
      },
    };
  },
};
