import { exact, type Exact } from '../exact';
import type { Randomness } from '../randomness';
import { checkTarget, drawMultiplierHundredths, reachProbability, targetBetRtp } from './multiplier-draw';

export type CrashParams = { readonly rtpBasisPoints: number };
export const CRASH_DEFAULTS: CrashParams = { rtpBasisPoints: 9700 };

/** The auto cash-out: the bet leaves the round at this multiplier (hundredths) if the round gets that far. */
export type CrashChoice = { readonly autoCashOutHundredths: number };

export type CrashOutcome = {
  readonly crashPointHundredths: number;
  readonly cashedOut: boolean;
  readonly multiplier: Exact;
};

/** One crash point per round, shared by every bet in it; a bet's auto cash-out decides its payout. */
export const drawCrashPoint = (randomness: Randomness, params: CrashParams) =>
  drawMultiplierHundredths(randomness, params.rtpBasisPoints);

/** Settles a bet against a round's crash point; cashing out exactly at the crash point counts as in time. */
export function settleCrash(crashPointHundredths: number, choice: CrashChoice): CrashOutcome {
  checkTarget(choice.autoCashOutHundredths);
  const cashedOut = crashPointHundredths >= choice.autoCashOutHundredths;
  return {
    crashPointHundredths,
    cashedOut,
    multiplier: cashedOut ? exact(choice.autoCashOutHundredths, 100) : exact(0),
  };
}

export const playCrash = (randomness: Randomness, params: CrashParams, choice: CrashChoice): CrashOutcome =>
  settleCrash(drawCrashPoint(randomness, params), choice);

/** The crash point's exact distribution: P(crash point ≥ x) for x in hundredths (1.01 and up). */
export const crashPointReaches = (params: CrashParams, hundredths: number): Exact =>
  reachProbability(params.rtpBasisPoints, hundredths);

export const crashExactRtp = (params: CrashParams, choice: CrashChoice): Exact =>
  targetBetRtp(params.rtpBasisPoints, choice.autoCashOutHundredths);
