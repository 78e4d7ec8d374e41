import { toNumber } from '../exact';
import { compileSlot, type CompiledSlot } from './compiled';
import type { SlotDefinition } from './definition';
import { spinMoments } from './exact-volatility';
import { convolve } from './exact-rtp';
import { reelStats } from './reel-stats';
import { spinSums } from './spin-moments';
import { stickyPairs, type StickyPairs } from './sticky-pairs';
import { stickyPays } from './sticky-pays';

/** A round's return per unit of total bet on a sticky-wild title: its mean, second moment and volatility index. */
export type StickyVolatility = { readonly mean: number; readonly secondMoment: number; readonly index: number };

/**
 * The volatility index of a sticky-wild title from the round's exact law, without simulation. Its free spins do not
 * retrigger (validated), so the paid spin B fixes the session's length F, and the session starts with nothing held:
 * given F = f it is T = Y₀ + … + Y_{f−1}, independent of B, whose spins depend on one another only through the wilds
 * each reel holds. So, with the multiplier m and X = B + m T,
 *   E[X²] = E[B²] + 2m Σ_f E[B; F = f] E[T | f] + m² Σ_f P(F = f) E[T² | f],   E[T² | f] = Σ_{s,t<f} E[Y_s Y_t],
 * and each E[Y_s Y_t] is a sum over pairs of pays (line or way runs, scatter pays) of products over reels of each
 * reel's joint law of its two windows (`stickyPairs`). The paid spin's moments are exact fractions
 * (`spinMoments`); the session's are doubles, so the index carries rounding of about 1e-15 relative.
 */
export function stickyVolatility(definition: SlotDefinition): StickyVolatility {
  const steps = stickyVolatilitySteps(definition);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, giving the event loop a turn between pairs of spins (`pause`, by default the next macrotask): up to
 * several seconds of arithmetic on the largest titles, which a server must not spend in one piece.
 */
export async function stickyVolatilityInTurns(
  definition: SlotDefinition,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<StickyVolatility> {
  const steps = stickyVolatilitySteps(definition);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/**
 * Pairs of pays times pairs of a session's spins: what the computation costs, its hot loop running once per pair.
 * Validation refuses sticky titles above `MAX_STICKY_WORK` (twice the catalogue's largest, 500² × 171).
 */
export function stickyWork(definition: SlotDefinition): number {
  const slot = compileSlot(definition);
  const groups = (slot.ways ? 1 : slot.lines.length) * slot.paying;
  const spins = longestSession(slot);
  return groups * groups * ((spins * (spins + 1)) / 2);
}

export const MAX_STICKY_WORK = 100_000_000;

function* stickyVolatilitySteps(definition: SlotDefinition): Generator<void, StickyVolatility> {
  const slot = compileSlot(definition);
  if (slot.retriggers.some((spins) => spins > 0)) {
    throw new RangeError(`${definition.slug}: sticky wilds' free spins do not retrigger`);
  }
  const sums = spinSums(slot, slot.baseWindows, slot.base);
  const spins = longestSession(slot);
  const session = yield* sessionMoments(slot, stickyPairs(slot, spins), spins);
  const multiplier = definition.freeSpins.multiplier;
  const paid = spinMoments(slot, sums, []);
  let [mean, secondMoment] = [toNumber(paid.v), toNumber(paid.v2)];
  for (const length of new Set(slot.freeSpinAwards.filter((count) => count > 0))) {
    const awards = slot.freeSpinAwards.map((count) => (count === length ? 1 : 0));
    const triggered = spinMoments(slot, sums, awards);
    const [chance, withPay] = [toNumber(triggered.g), toNumber(triggered.vg)];
    if (chance === 0) continue;
    const [sessionMean, sessionSquare] = session(length);
    mean += multiplier * chance * sessionMean;
    secondMoment += 2 * multiplier * withPay * sessionMean + multiplier * multiplier * chance * sessionSquare;
  }
  return { mean, secondMoment, index: Math.sqrt(secondMoment - mean * mean) };
}

/** The longest session a paid spin can award (scatter counts the base reels cannot show award nothing). */
function longestSession(slot: CompiledSlot): number {
  const scatters = slot.baseWindows.reduce<bigint[]>(
    (law, windows) => convolve(law, [...reelStats(slot, windows).scatterCounts]),
    [1n],
  );
  return Math.max(0, ...slot.freeSpinAwards.filter((_, count) => (scatters[count] ?? 0n) > 0n));
}

/**
 * E[T | F = f] and E[T² | F = f] of a session of f spins, per unit of total bet, before the multiplier; a step is
 * yielded after each pair of spins.
 */
function* sessionMoments(slot: CompiledSlot, pairs: StickyPairs, spins: number) {
  const { spinReturn, returnsTogether } = stickyPays(slot, pairs.layout);
  const own = Array.from({ length: spins }, (_, spin) => spinReturn(pairs.pair(spin, spin)));
  // together[s][t - s]: E[Y_s Y_t] for t ≥ s.
  const together: number[][] = [];
  for (let first = 0; first < spins; first += 1) {
    const row: number[] = [];
    for (let second = first; second < spins; second += 1) {
      row.push(returnsTogether(pairs.pair(first, second)));
      yield;
    }
    together.push(row);
  }
  return (length: number): [number, number] => {
    let [sum, square] = [0, 0];
    for (let first = 0; first < length; first += 1) {
      sum += own[first]!;
      square += together[first]![0]!;
      for (let second = first + 1; second < length; second += 1) square += 2 * together[first]![second - first]!;
    }
    return [sum, square];
  };
}
