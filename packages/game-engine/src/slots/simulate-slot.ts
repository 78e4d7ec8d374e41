import type { Randomness } from '../randomness';
import { compileSlot } from './compiled';
import type { SlotDefinition } from './definition';
import { playSlotRound } from './evaluate';

export type SlotSimulation = {
  readonly rounds: number;
  /** Mean return per unit of total bet, a whole round (paid spin and its free spins) at a time. */
  readonly mean: number;
  /** Standard deviation of a round's return per unit bet: the volatility index. */
  readonly volatilityIndex: number;
  /** Share of rounds that paid anything. */
  readonly hitRate: number;
  /** The confidence interval of the mean at `z` standard errors (normal approximation, sample variance). */
  readonly low: number;
  readonly high: number;
};

/** The two-sided 99% quantile of the standard normal distribution. */
export const Z_99 = 2.5758293035489;

export function simulateSlot(
  definition: SlotDefinition,
  rounds: number,
  randomness: Randomness,
  z: number = Z_99,
): SlotSimulation {
  const slot = compileSlot(definition);
  // Welford's running mean and variance, accurate over millions of rounds.
  let mean = 0;
  let squares = 0;
  let hits = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const payout = playSlotRound(slot, randomness);
    if (payout > 0) hits += 1;
    const delta = payout - mean;
    mean += delta / round;
    squares += delta * (payout - mean);
  }
  const volatilityIndex = Math.sqrt(squares / (rounds - 1));
  const halfWidth = (z * volatilityIndex) / Math.sqrt(rounds);
  return { rounds, mean, volatilityIndex, hitRate: hits / rounds, low: mean - halfWidth, high: mean + halfWidth };
}
