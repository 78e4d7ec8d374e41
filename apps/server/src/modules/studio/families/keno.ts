import {
  choose,
  exact,
  KENO_DEFAULTS,
  KENO_DRAWN,
  KENO_NUMBERS,
  kenoExactRtp,
  playKeno,
  sum,
} from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from './family';
import { engineRule, multiplierText, noActions, winOf } from './family-kit';

const PICK_COUNTS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

const params = z.object({
  /** Hundredths of the stake by hits, per number of picks ("1" … "10"). */
  paytables: z.record(z.enum(PICK_COUNTS), z.array(z.number().int().min(0).max(1_000_000))),
});
type KenoParams = z.infer<typeof params>;

const choice = z.object({
  picks: z
    .array(z.number().int().min(1).max(KENO_NUMBERS))
    .min(1)
    .max(10)
    .refine((picks) => new Set(picks).size === picks.length, 'picks must be distinct'),
});
type KenoChoice = z.infer<typeof choice>;

const engineParams = (gameParams: KenoParams) => ({
  paytables: Object.fromEntries(Object.entries(gameParams.paytables).map(([picks, table]) => [Number(picks), table])),
});

/** Quoted for 10 picks, the classic ticket (the lowest RTP of the paytables is within 0.1% of it, docs/game-maths). */
const QUOTED_PICKS = 10;

/** Keno: pick 1–10 of 40 numbers; 10 are drawn; the paytable of the pick count pays by hits. */
export const kenoFamily: StudioGameFamily<KenoParams, KenoChoice> = {
  id: 'keno',
  params,
  defaults: {
    paytables: Object.fromEntries(
      Object.entries(KENO_DEFAULTS.paytables).map(([picks, table]) => [picks, [...table]]),
    ) as KenoParams['paytables'],
  },
  choice,
  exactRtp: (gameParams) => kenoExactRtp(engineParams(gameParams), QUOTED_PICKS),
  hitRate: (gameParams) => {
    const table = engineParams(gameParams).paytables[QUOTED_PICKS] ?? [];
    const draws = choose(KENO_NUMBERS, KENO_DRAWN);
    return sum(
      table.map((pays, hits) =>
        pays > 0
          ? exact(choose(QUOTED_PICKS, hits) * choose(KENO_NUMBERS - QUOTED_PICKS, KENO_DRAWN - hits), draws)
          : exact(0),
      ),
    );
  },
  play(gameParams, stake, { picks }, actions, randomness) {
    noActions(actions);
    const outcome = engineRule('choice.picks', () => playKeno(randomness, engineParams(gameParams), { picks }));
    return {
      staked: stake,
      returned: winOf(stake, outcome.multiplier),
      actions: [],
      view: {
        picks,
        drawn: outcome.drawn,
        hits: picks.filter((number) => outcome.drawn.includes(number)),
        multiplier: multiplierText(outcome.multiplier),
      },
    };
  },
};
