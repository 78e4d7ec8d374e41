import type { Randomness } from '../randomness';
import { compileSlot } from './compiled';
import type { SlotDefinition } from './definition';
import { drawGrid } from './evaluate';
import { holdWilds, playSlotRound, spinPay } from './round';

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

/** A sample mean with its standard error. */
export type Estimate = { readonly mean: number; readonly standardError: number };

export type SpinSimulation = {
  /** Return of one spin per unit of total bet (multiplier included on free spins). */
  readonly perSpin: Estimate;
  /** Free spins awarded by one spin (the award in the base game, the retrigger in free spins). */
  readonly awards: Estimate;
  /** The share of spins that win or award free spins (the hit rate, for paid spins). */
  readonly hits: Estimate;
};

/**
 * Single spins of one mode, not whole rounds: the parts the exact RTP is assembled from (a paid spin's return and
 * award, a free spin's return and retrigger), each with lighter tails than a whole round, whose free spins compound
 * a multiplier and retriggers. Short simulations estimate these honestly where a round's mean would be dominated by
 * sessions too rare to show up.
 */
export function simulateSpins(
  definition: SlotDefinition,
  mode: 'base' | 'free-spins',
  spins: number,
  randomness: Randomness,
): SpinSimulation {
  const slot = compileSlot(definition);
  const { stops, grid } = slot.scratch;
  const free = mode === 'free-spins';
  const windows = free ? slot.freeSpinWindows : slot.baseWindows;
  const multiplier = free ? definition.freeSpins.multiplier : 1;
  const awardsBy = free ? slot.retriggers : slot.freeSpinAwards;
  const cap = definition.winCapMultiple * definition.coinsPerBet;
  const sums = { win: 0, winSquares: 0, awards: 0, awardSquares: 0, hits: 0 };
  for (let spin = 0; spin < spins; spin += 1) {
    drawGrid(slot, windows, randomness, stops, grid);
    const { coins, scatters } = spinPay(slot, free ? slot.freeSpins : slot.base, stops, grid);
    const win = Math.min(coins * multiplier, cap) / definition.coinsPerBet;
    const awards = awardsBy[scatters]!;
    sums.win += win;
    sums.winSquares += win * win;
    sums.awards += awards;
    sums.awardSquares += awards * awards;
    if (win > 0 || awards > 0) sums.hits += 1;
  }
  return {
    perSpin: estimateOf(sums.win, sums.winSquares, spins),
    awards: estimateOf(sums.awards, sums.awardSquares, spins),
    // A hit is 0 or 1, so its square is itself.
    hits: estimateOf(sums.hits, sums.hits, spins),
  };
}

/**
 * Sticky wilds: whole free-spin sessions of `length` spins from nothing held, each session's return per unit of
 * total bet (multiplier included). A sticky title's spins differ by their place in the session, so a session, not a
 * spin, is the part whose mean its exact RTP is built from (Σ_t of `stickyFreeSpins`).
 */
export function simulateStickySessions(
  definition: SlotDefinition,
  length: number,
  sessions: number,
  randomness: Randomness,
): Estimate {
  const slot = compileSlot(definition);
  const { stops, grid, held } = slot.scratch;
  const cap = definition.winCapMultiple * definition.coinsPerBet;
  let [total, squares] = [0, 0];
  for (let session = 0; session < sessions; session += 1) {
    held.fill(0);
    let coins = 0;
    for (let spin = 0; spin < length; spin += 1) {
      drawGrid(slot, slot.freeSpinWindows, randomness, stops, grid);
      holdWilds(slot, grid, held);
      coins += Math.min(spinPay(slot, slot.freeSpins, stops, grid).coins * definition.freeSpins.multiplier, cap);
    }
    const value = coins / definition.coinsPerBet;
    total += value;
    squares += value * value;
  }
  return estimateOf(total, squares, sessions);
}

/** The sample mean of `count` draws from their sum and sum of squares, with its standard error. */
function estimateOf(total: number, squares: number, count: number): Estimate {
  const mean = total / count;
  const variance = Math.max(0, (squares - count * mean * mean) / (count - 1));
  return { mean, standardError: Math.sqrt(variance / count) };
}
