import type { CompiledSlot } from './compiled';
import { playCascades } from './cascades';
import { combinationCoins, scattersInView } from './evaluate';

/** Cascade titles' exact sums visit every stop combination; a title whose reels have more is refused. */
export const MAX_ENUMERATED_COMBINATIONS = 5_000_000;

/** What every stop combination of one set of reels comes to, cascades played, as whole counts. */
export type EnumeratedReelSet = {
  /** Π L_r: every combination once. */
  readonly combinations: bigint;
  /** `runCounts[symbol][run − 1]`: that run's wins over all combinations, each counted at its cascade's multiplier. */
  readonly runCounts: readonly (readonly bigint[])[];
  /** `scatterCounts[k]`: combinations whose last grid shows k scatters. */
  readonly scatterCounts: readonly bigint[];
  /** Σ over combinations of the spin's coins squared (its whole cascade), for the volatility (`spin-moments.ts`). */
  readonly coinsSquared: bigint;
  /** `coinsByScatters[k]`: Σ of the spin's coins over the combinations whose last grid shows k scatters. */
  readonly coinsByScatters: readonly bigint[];
};

export const enumerationSize = (strips: readonly Int32Array[]) =>
  strips.reduce((product, strip) => product * strip.length, 1);

/**
 * Cascades (tumbling reels) make a spin's pay depend on which cells won, so no product over reels gives it; but the
 * whole chain is fixed by the stops (the refill is the strip above each window), so the exact sum is the sum over
 * every stop combination, each played out by the same code the spins use. Which wins count is read from `slot`'s
 * pays being above zero, so the counts hold for any pays with the same paying runs (the generator tunes on them).
 */
export function enumerateReelSet(
  slot: CompiledSlot,
  windows: readonly Int32Array[],
  strips: readonly Int32Array[],
): EnumeratedReelSet {
  const size = enumerationSize(strips);
  if (size > MAX_ENUMERATED_COMBINATIONS) {
    throw new RangeError(
      `${slot.definition.slug}: cascades need at most ${MAX_ENUMERATED_COMBINATIONS} stop combinations, not ${size}`,
    );
  }
  const { rows, reels } = slot;
  const counts = Array.from({ length: slot.paying }, () => new Array<number>(reels).fill(0));
  const scatterCounts = new Array<number>(reels * rows + 1).fill(0);
  const coinsByScatters = new Array<bigint>(reels * rows + 1).fill(0n);
  let coinsSquared = 0n;
  const stops = new Int32Array(reels);
  const grid = new Int32Array(reels * rows);
  let spinCoins = 0;
  const count = (symbol: number, run: number, pay: number) => {
    // `pay` is the compiled pay times the cascade's multiplier; counted per unit of pay.
    counts[symbol]![run - 1]! += pay / slot.pays[symbol]![run - 1]!;
    spinCoins += pay;
  };
  for (;;) {
    for (let reel = 0; reel < reels; reel += 1) {
      grid.set(windows[reel]!.subarray(stops[reel]! * rows, (stops[reel]! + 1) * rows), reel * rows);
    }
    spinCoins = 0;
    combinationCoins(slot, grid, count);
    playCascades(slot, strips, stops, grid, count);
    const scatters = scattersInView(slot, grid);
    scatterCounts[scatters]! += 1;
    if (spinCoins > 0) {
      coinsSquared += BigInt(spinCoins) * BigInt(spinCoins);
      coinsByScatters[scatters]! += BigInt(spinCoins);
    }
    let reel = reels - 1;
    while (reel >= 0 && (stops[reel] = (stops[reel]! + 1) % strips[reel]!.length) === 0) reel -= 1;
    if (reel < 0) break;
  }
  // Whole numbers below 2^53 (at most 5 million combinations × a few lines × a cascade multiplier), so exact.
  return {
    combinations: BigInt(size),
    runCounts: counts.map((runs) => runs.map(BigInt)),
    scatterCounts: scatterCounts.map(BigInt),
    coinsSquared,
    coinsByScatters,
  };
}
