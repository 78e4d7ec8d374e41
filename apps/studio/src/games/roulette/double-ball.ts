import { z } from 'zod';
import { PAYS_TO_ONE, type RouletteBet } from './roulette-bets';

const colourSchema = z.enum(['red', 'black', 'green']);

/**
 * A Double Ball Roulette round as the server shows it, without anyone's bets: the two balls' pockets in launch order,
 * each with its label and colour.
 */
export const doubleBallOutcomeSchema = z.object({
  pockets: z.tuple([z.number().int(), z.number().int()]),
  labels: z.tuple([z.string(), z.string()]),
  colors: z.tuple([colourSchema, colourSchema]),
});
export type DoubleBallOutcome = z.infer<typeof doubleBallOutcomeSchema>;

/** Where one ball came to rest. */
export type BallLanding = {
  readonly pocket: number;
  readonly label: string;
  readonly color: z.infer<typeof colourSchema>;
};

const landingOf = (outcome: DoubleBallOutcome, ball: 0 | 1): BallLanding => ({
  pocket: outcome.pockets[ball],
  label: outcome.labels[ball],
  color: outcome.colors[ball],
});

/** The outcome ball by ball, in launch order. */
export const ballLandings = (outcome: DoubleBallOutcome): readonly [BallLanding, BallLanding] => [
  landingOf(outcome, 0),
  landingOf(outcome, 1),
];

/**
 * What a bet returns, stake included, as a multiple of its stake: half the stake rides each ball at the single-ball
 * odds, so one ball in its numbers returns half of what a single-ball win would, both balls all of it. The amounts
 * themselves always come from the server (rounded down to the currency's unit).
 */
export function doubleBallReturns(type: RouletteBet['type']): { readonly oneBall: number; readonly bothBalls: number } {
  const bothBalls = PAYS_TO_ONE[type] + 1;
  return { oneBall: bothBalls / 2, bothBalls };
}
