import type { Exact } from '../exact';
import type { Randomness } from '../randomness';

/** A game at fixed parameters and a fixed way of playing, reduced to what RTP checks need. */
export type RtpGame = {
  readonly id: string;
  /** What is played, in words, for reports ("target 2.00×"). */
  readonly setup: string;
  readonly exactRtp: () => Exact;
  /** The same game with one payout raised by 20%: a simulation must tell it from the real one. */
  readonly brokenExactRtp: () => Exact;
  /** One round: the payout multiplier for a stake of 1. */
  readonly playRound: (randomness: Randomness) => number;
};

export type Simulation = {
  readonly rounds: number;
  readonly mean: number;
  readonly low: number;
  readonly high: number;
};

/** The two-sided 99% quantile of the standard normal distribution. */
const Z_99 = 2.5758293035489;

/**
 * Plays `rounds` rounds and returns the mean return per unit staked with its 99% confidence interval, by the normal
 * approximation with the sample variance (fine at hundreds of thousands of rounds, even for long-tailed payouts
 * whose variance is finite).
 */
export function simulate(game: RtpGame, rounds: number, randomness: Randomness): Simulation {
  if (!Number.isInteger(rounds) || rounds < 2) throw new RangeError('simulate at least two rounds');
  // Welford's running mean and variance, which stay accurate over millions of rounds.
  let mean = 0;
  let squares = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const payout = game.playRound(randomness);
    const delta = payout - mean;
    mean += delta / round;
    squares += delta * (payout - mean);
  }
  const halfWidth = Z_99 * Math.sqrt(squares / (rounds - 1) / rounds);
  return { rounds, mean, low: mean - halfWidth, high: mean + halfWidth };
}
