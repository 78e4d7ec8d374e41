import { add, div, exact, mul, ONE, sub, sum, toNumber, type Exact } from '../exact';
import { compileSlot, type CompiledSlot } from './compiled';
import type { SlotDefinition } from './definition';
import { spinSums, type SpinSums } from './spin-moments';

/** A title's round, per unit of total bet: its exact mean, second moment and variance, and the volatility index. */
export type SlotExactVolatility = {
  readonly mean: Exact;
  readonly secondMoment: Exact;
  readonly variance: Exact;
  /** √variance: the standard deviation of a round's return per unit bet. */
  readonly index: number;
};

/** One spin's return V (per unit of total bet) and a count g(K) of the scatters it shows, as moments. */
type SpinMoments = { v: Exact; v2: Exact; g: Exact; g2: Exact; vg: Exact };

/**
 * The exact volatility index of a title: the standard deviation of a whole round's return (the paid spin and every
 * free spin it leads to) per unit of total bet. Null for sticky wilds, whose free spins depend on one another (each
 * holds the wilds of those before): `stickyVolatility` computes theirs.
 *
 * A spin returns V = P / c + S(K): its line or way coins P over the coins per bet c, and the scatter pay of its K
 * scatters. A free spin's own return Y and the spins it adds R = retriggers(K') make a session started by one spin
 * worth T = Y + T₁ + … + T_R (independent copies), so E[T] = E[Y] / (1 − E[R]) and
 *   E[T²] = (E[Y²] + 2 E[YR] E[T] + E[R(R − 1)] E[T]²) / (1 − E[R]).
 * The paid spin B awards F = awards(K) such sessions at the multiplier m: X = B + m (T₁ + … + T_F), so
 *   E[X²] = E[B²] + 2 m E[BF] E[T] + m² (E[F] E[T²] + E[F(F − 1)] E[T]²).
 * Every moment of V comes from whole sums over the stop combinations (`spinSums`); E[X] is the exact RTP.
 */
export function slotExactVolatility(definition: SlotDefinition): SlotExactVolatility | null {
  if (definition.wild.sticky) return null;
  const slot = compileSlot(definition);
  const base = spinMoments(slot, spinSums(slot, slot.baseWindows, slot.base), slot.freeSpinAwards);
  const free = spinMoments(slot, spinSums(slot, slot.freeSpinWindows, slot.freeSpins), slot.retriggers);
  const multiplier = exact(definition.freeSpins.multiplier);
  const stays = sub(ONE, free.g);
  if (stays.n <= 0n) throw new RangeError(`${definition.slug}: free spins retrigger forever`);
  const session = div(free.v, stays);
  const sessionSquared = div(
    add(add(free.v2, mul(exact(2), mul(free.vg, session))), mul(sub(free.g2, free.g), mul(session, session))),
    stays,
  );
  const mean = add(base.v, mul(multiplier, mul(base.g, session)));
  const secondMoment = sum([
    base.v2,
    mul(exact(2), mul(multiplier, mul(base.vg, session))),
    mul(
      mul(multiplier, multiplier),
      add(mul(base.g, sessionSquared), mul(sub(base.g2, base.g), mul(session, session))),
    ),
  ]);
  const variance = sub(secondMoment, mul(mean, mean));
  return { mean, secondMoment, variance, index: Math.sqrt(toNumber(variance)) };
}

/** V's moments, and its coupling with g(K), from a reel set's whole sums. */
export function spinMoments(slot: CompiledSlot, sums: SpinSums, g: readonly number[]): SpinMoments {
  const everyStop = sums.combinations;
  const coins = BigInt(slot.definition.coinsPerBet);
  const over = (total: bigint, scale = 1n) => exact(total, everyStop * scale);
  const pay = (k: number) => BigInt(slot.scatterPays[k] ?? 0);
  const count = (k: number) => BigInt(g[k] ?? 0);
  // Scatter-only sums Σ_k L[k] f(k), and line or way coins by scatters Σ_k Q[k] f(k).
  const byLaw = (f: (k: number) => bigint) => sums.scatterCounts.reduce((total, n, k) => total + n * f(k), 0n);
  const byCoins = (f: (k: number) => bigint) => sums.coinsByScatters.reduce((total, n, k) => total + n * f(k), 0n);
  const v = add(
    over(
      byCoins(() => 1n),
      coins,
    ),
    over(byLaw(pay)),
  );
  const v2 = sum([
    over(sums.coinsSquared, coins * coins),
    over(2n * byCoins(pay), coins),
    over(byLaw((k) => pay(k) * pay(k))),
  ]);
  const vg = add(over(byCoins(count), coins), over(byLaw((k) => pay(k) * count(k))));
  return { v, v2, vg, g: over(byLaw(count)), g2: over(byLaw((k) => count(k) * count(k))) };
}
