import type { CompiledSlot } from './compiled';
import { reelStats, type ReelStats } from './reel-stats';

/**
 * Sticky wilds: during free spins a wild that lands stays in its cell (shown wild, whatever the reel stops on beneath
 * it, a scatter included) until the session ends. Spin t of a session therefore depends on the spins before it, but
 * only reel by reel: a reel's held cells are the union of the wild cells its own earlier stops showed, and reels stop
 * independently. So the law of a reel's held cells after t spins is a small chain over row masks (at most 2^rows
 * states), and spin t's reel is a weighted mixture of "a held mask over a uniform stop": per reel, whole weights over
 * L^(t+1). Every closed form of `exact-rtp.ts` then applies unchanged to those weighted counts.
 *
 * `stickyFreeSpinStats(slot, n)[t][reel]`: the counts of free spin t (t = 0 first) of a session, for t < n.
 */
export function stickyFreeSpinStats(slot: CompiledSlot, spins: number): ReelStats[][] {
  const byReel = slot.freeSpinWindows.map((windows) => reelThroughSession(slot, windows, spins));
  return Array.from({ length: spins }, (_, at) => byReel.map((reel) => reel[at]!));
}

function reelThroughSession(slot: CompiledSlot, windows: Int32Array, spins: number): ReelStats[] {
  const { rows, wild } = slot;
  const stops = windows.length / rows;
  const wildMasks = Array.from({ length: stops }, (_, stop) => heldBy(windows, stop, rows, wild));
  // A mask held over every stop has the same counts at every spin; only how often the mask comes about changes.
  const overEveryStop = new Map<number, ReelStats>();
  const statsOf = (mask: number) => {
    let stats = overEveryStop.get(mask);
    if (!stats) overEveryStop.set(mask, (stats = reelStats(slot, heldOver(windows, mask, rows, wild))));
    return stats;
  };
  // held mask -> the number of earlier stop sequences that leave it held; none held to begin.
  let held = new Map<number, bigint>([[0, 1n]]);
  const out: ReelStats[] = [];
  for (let at = 0; at < spins; at += 1) {
    out.push(mixed([...held].map(([mask, weight]) => [statsOf(mask), weight] as const)));
    const after = new Map<number, bigint>();
    for (const [mask, weight] of held) {
      for (const wilds of wildMasks) after.set(mask | wilds, (after.get(mask | wilds) ?? 0n) + weight);
    }
    held = after;
  }
  return out;
}

/** The rows of a stop's window that show a wild (expanding wilds already fill theirs). */
function heldBy(windows: Int32Array, stop: number, rows: number, wild: number): number {
  let mask = 0;
  for (let row = 0; row < rows; row += 1) if (windows[stop * rows + row] === wild) mask |= 1 << row;
  return mask;
}

/** Every stop's window with the masked rows held wild. */
function heldOver(windows: Int32Array, mask: number, rows: number, wild: number): Int32Array {
  const shown = Int32Array.from(windows);
  for (let at = 0; at < shown.length; at += 1) if (mask & (1 << (at % rows))) shown[at] = wild;
  return shown;
}

/** The counts of a mixture: each part's counts times its weight, summed. */
function mixed(parts: readonly (readonly [ReelStats, bigint])[]): ReelStats {
  const weighed = (pick: (stats: ReelStats) => readonly bigint[]) =>
    pick(parts[0]![0]).map((_, at) => parts.reduce((total, [stats, weight]) => total + pick(stats)[at]! * weight, 0n));
  return {
    total: parts.reduce((total, [stats, weight]) => total + stats.total * weight, 0n),
    rowCounts: parts[0]![0].rowCounts.map((_, row) => weighed((stats) => stats.rowCounts[row]!)),
    scatterCounts: weighed((stats) => stats.scatterCounts),
    usableCells: weighed((stats) => stats.usableCells),
    usableNone: weighed((stats) => stats.usableNone),
  };
}
