import { exact, type Exact } from '../exact';
import type { Randomness } from '../randomness';
import { checkTarget, drawMultiplierHundredths, targetBetRtp } from './multiplier-draw';

export type LimboParams = { readonly rtpBasisPoints: number };
export const LIMBO_DEFAULTS: LimboParams = { rtpBasisPoints: 9900 };

/** The player names a target multiplier (1.01–1,000,000.00, in hundredths) and wins it if the result reaches it. */
export type LimboChoice = { readonly targetHundredths: number };

export type LimboOutcome = { readonly resultHundredths: number; readonly won: boolean; readonly multiplier: Exact };

export function playLimbo(randomness: Randomness, params: LimboParams, choice: LimboChoice): LimboOutcome {
  checkTarget(choice.targetHundredths);
  const resultHundredths = drawMultiplierHundredths(randomness, params.rtpBasisPoints);
  const won = resultHundredths >= choice.targetHundredths;
  return { resultHundredths, won, multiplier: won ? exact(choice.targetHundredths, 100) : exact(0) };
}

export const limboExactRtp = (params: LimboParams, choice: LimboChoice): Exact =>
  targetBetRtp(params.rtpBasisPoints, choice.targetHundredths);
