import { toNumber } from '../exact';
import { compileSlot, type CompiledSlot } from './compiled';
import type { SlotDefinition } from './definition';
import { spinMoments } from './exact-volatility';
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
 * (`spinMoments`); the session's are doubles, so the index carries rounding of about 1e-12 relative.
 */
export function stickyVolatility(definition: SlotDefinition): StickyVolatility {
  const slot = compileSlot(definition);
  const awards = slot.freeSpinAwards;
  const spins = Math.max(...awards);
  const session = sessionMoments(slot, stickyPairs(slot, spins), spins);
  const sums = spinSums(slot, slot.baseWindows, slot.base);
  const multiplier = definition.freeSpins.multiplier;
  const paid = spinMoments(slot, sums, []);
  let [mean, secondMoment] = [toNumber(paid.v), toNumber(paid.v2)];
  for (const length of new Set(awards.filter((count) => count > 0))) {
    const triggered = spinMoments(
      slot,
      sums,
      awards.map((count) => (count === length ? 1 : 0)),
    );
    const [chance, withPay] = [toNumber(triggered.g), toNumber(triggered.vg)];
    const [sessionMean, sessionSquare] = session(length);
    mean += multiplier * chance * sessionMean;
    secondMoment += 2 * multiplier * withPay * sessionMean + multiplier * multiplier * chance * sessionSquare;
  }
  return { mean, secondMoment, index: Math.sqrt(secondMoment - mean * mean) };
}

/** E[T | F = f] and E[T² | F = f] of a session of f spins, per unit of total bet, before the multiplier. */
function sessionMoments(slot: CompiledSlot, pairs: StickyPairs, spins: number) {
  const { spinReturn, returnsTogether } = stickyPays(slot, pairs.layout);
  const own = Array.from({ length: spins }, (_, spin) => spinReturn(pairs.pair(spin, spin)));
  const together = Array.from({ length: spins }, (_, first) =>
    Array.from({ length: spins }, (_, second) => (second < first ? 0 : returnsTogether(pairs.pair(first, second)))),
  );
  return (length: number): [number, number] => {
    let [sum, square] = [0, 0];
    for (let first = 0; first < length; first += 1) {
      sum += own[first]!;
      square += together[first]![first]!;
      for (let second = first + 1; second < length; second += 1) square += 2 * together[first]![second]!;
    }
    return [sum, square];
  };
}
