import type { CompiledSlot } from './compiled';

/**
 * Counts over the stops of one reel strip, which are all equally likely (or, for sticky wilds, over a weighted
 * mixture of such strips: `sticky-wilds.ts`): what each visible row shows (after an expanding wild has turned the
 * reel wild), how many scatters are in view, and per paying symbol how many visible cells it can use (itself or
 * wild). Every exact sum is built from these whole counts.
 */
export type ReelStats = {
  /** The stop count (of a mixture, the weights summed). */
  readonly total: bigint;
  /** `rowCounts[row][symbol]`: stops where that row shows that symbol. */
  readonly rowCounts: readonly (readonly bigint[])[];
  /** `scatterCounts[k]`: stops with k scatters in view. */
  readonly scatterCounts: readonly bigint[];
  /** `usableCells[symbol]`: the visible cells showing the symbol or wild, summed over all stops. */
  readonly usableCells: readonly bigint[];
  /** `usableNone[symbol]`: stops where no visible cell shows the symbol or wild. */
  readonly usableNone: readonly bigint[];
};

/** `windows` holds every stop's window, one after another (`[stop × rows + row]`). */
export function reelStats(slot: CompiledSlot, windows: Int32Array): ReelStats {
  const stops = windows.length / slot.rows;
  const symbols = slot.paying + 2;
  const rowCounts = Array.from({ length: slot.rows }, () => new Array<bigint>(symbols).fill(0n));
  const scatterCounts = new Array<bigint>(slot.rows + 1).fill(0n);
  const usableCells = new Array<bigint>(slot.paying).fill(0n);
  const usableNone = new Array<bigint>(slot.paying).fill(0n);
  for (let stop = 0; stop < stops; stop += 1) {
    const window = windows.subarray(stop * slot.rows, (stop + 1) * slot.rows);
    let scatters = 0;
    let wilds = 0;
    const shown = new Array<number>(slot.paying).fill(0);
    for (let row = 0; row < slot.rows; row += 1) {
      const symbol = window[row]!;
      rowCounts[row]![symbol]! += 1n;
      if (symbol === slot.scatter) scatters += 1;
      else if (symbol === slot.wild) wilds += 1;
      else shown[symbol]! += 1;
    }
    scatterCounts[scatters]! += 1n;
    for (let symbol = 0; symbol < slot.paying; symbol += 1) {
      const usable = shown[symbol]! + wilds;
      usableCells[symbol]! += BigInt(usable);
      if (usable === 0) usableNone[symbol]! += 1n;
    }
  }
  return { total: BigInt(stops), rowCounts, scatterCounts, usableCells, usableNone };
}
