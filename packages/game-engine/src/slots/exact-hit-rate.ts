import { exact, ONE, sub, type Exact } from '../exact';
import { compileSlot, type CompiledSlot } from './compiled';
import type { SlotDefinition } from './definition';
import { MAX_ENUMERATED_COMBINATIONS } from './cascade-exact';
import { convolve } from './exact-rtp';
import { reelStats } from './reel-stats';

/** A symbol whose paying runs have a gap: only its whole run, read over every reel, says whether it pays. */
const WHOLE_RUN = -1;

/**
 * The exact chance that a paid spin pays anything or awards free spins: the title's hit rate.
 *
 * A line or way win is anchored on reel 1, so whether symbol a pays at all is settled by the first m(a) reels, m(a)
 * being its shortest paying run (where every longer run pays too; else every reel is enumerated and the whole run
 * read). Only the first D = max m(a) reels are enumerated, stop by stop. For each combination of them that pays
 * nothing, the scatters still decide: a hit needs the scatters on the other reels, whose count law is the
 * convolution of their per-reel counts, to bring the total to a count that pays or awards spins. Everything is
 * counted in whole numbers over the Π L_r equally likely stop combinations, so the answer is a fraction.
 */
export function slotExactHitRate(definition: SlotDefinition): Exact {
  const slot = compileSlot(definition);
  return reelSetHitRate(slot, slot.baseWindows);
}

/**
 * The stop combinations the hit rate enumerates: those of its deciding reels. A paytable with a gap (a longer run
 * paying nothing after a shorter one paid) makes every reel deciding, 40^5 on five reels, a minute of counting:
 * validation refuses more than `MAX_ENUMERATED_COMBINATIONS`.
 */
export function hitRateCombinations(definition: SlotDefinition): number {
  const slot = compileSlot(definition);
  return decidingCombinations(slot, decidingReels(slot, shortestPayingRuns(slot)));
}

const decidingReels = (slot: CompiledSlot, shortest: readonly number[]) =>
  shortest.includes(WHOLE_RUN) ? slot.reels : Math.max(1, ...shortest);

const decidingCombinations = (slot: CompiledSlot, deciding: number) =>
  slot.definition.reels.base.slice(0, deciding).reduce((product, strip) => product * strip.length, 1);

function reelSetHitRate(slot: CompiledSlot, windows: readonly Int32Array[]): Exact {
  const shortest = shortestPayingRuns(slot);
  const deciding = decidingReels(slot, shortest);
  const combinations = decidingCombinations(slot, deciding);
  if (combinations > MAX_ENUMERATED_COMBINATIONS) {
    throw new RangeError(
      `${slot.definition.slug}: the hit rate reads ${deciding} reels, at most ${MAX_ENUMERATED_COMBINATIONS} stop ` +
        `combinations, not ${combinations} (a paytable with a gap makes every reel count)`,
    );
  }
  const stops = windows.map((reel) => reel.length / slot.rows);
  const missesByScatters = missesOfDecidingReels(slot, windows.slice(0, deciding), shortest);

  let restLaw = [1n];
  for (const reel of windows.slice(deciding)) {
    restLaw = convolve(restLaw, reelStats(slot, reel).scatterCounts);
  }
  const scatterHits = (count: number) => (slot.scatterPays[count] ?? 0) > 0 || (slot.freeSpinAwards[count] ?? 0) > 0;
  let misses = 0n;
  for (const [seen, combinations] of missesByScatters.entries()) {
    for (const [more, ways] of restLaw.entries()) if (!scatterHits(seen + more)) misses += combinations * ways;
  }
  const everyStop = stops.reduce((product, count) => product * BigInt(count), 1n);
  return sub(ONE, exact(misses, everyStop));
}

/**
 * `shortest[a]`: the shortest run of paying symbol a that pays, 0 when it never pays, or WHOLE_RUN when a longer run
 * pays nothing after a shorter one paid.
 */
function shortestPayingRuns(slot: CompiledSlot): number[] {
  return slot.pays.map((pays) => {
    const first = pays.findIndex((pay) => pay > 0);
    if (first < 0) return 0;
    return pays.slice(first).every((pay) => pay > 0) ? first + 1 : WHOLE_RUN;
  });
}

/**
 * Over every stop combination of the deciding reels, those whose lines or ways pay nothing, by how many scatters
 * they show (`misses[k]`).
 */
function missesOfDecidingReels(
  slot: CompiledSlot,
  windows: readonly Int32Array[],
  shortest: readonly number[],
): bigint[] {
  const { rows } = slot;
  const reels = windows.length;
  const stopCounts = windows.map((reel) => reel.length / rows);
  const misses = new Array<bigint>(reels * rows + 1).fill(0n);
  const grid = new Int32Array(reels * rows);
  const stops = new Array<number>(reels).fill(0);
  const show = (reel: number) =>
    grid.set(windows[reel]!.subarray(stops[reel]! * rows, (stops[reel]! + 1) * rows), reel * rows);
  for (let reel = 0; reel < reels; reel += 1) show(reel);
  for (;;) {
    if (!paysAnything(slot, grid, shortest)) {
      let scatters = 0;
      for (const cell of grid) if (cell === slot.scatter) scatters += 1;
      misses[scatters]! += 1n;
    }
    // The next combination, last reel turning fastest.
    let reel = reels - 1;
    while (reel >= 0) {
      stops[reel] = (stops[reel]! + 1) % stopCounts[reel]!;
      show(reel);
      if (stops[reel] !== 0) break;
      reel -= 1;
    }
    if (reel < 0) return misses;
  }
}

/** Whether the deciding reels hold a paying run on some line, or of some symbol's ways. */
function paysAnything(slot: CompiledSlot, grid: Int32Array, shortest: readonly number[]): boolean {
  const { rows, wild, paying } = slot;
  // Reads a run no further than it needs to: to its shortest paying length, or whole for a symbol with a gap.
  const pays = (symbol: number, run: number) =>
    shortest[symbol] === WHOLE_RUN ? slot.pays[symbol]![run - 1]! > 0 : run === shortest[symbol];
  const limit = (symbol: number) => (shortest[symbol] === WHOLE_RUN ? slot.reels : shortest[symbol]!);
  if (!slot.ways) {
    for (const line of slot.lines) {
      const symbol = grid[line[0]!]!;
      if (symbol >= paying || shortest[symbol] === 0) continue;
      let run = 1;
      while (run < limit(symbol)) {
        const cell = grid[run * rows + line[run]!]!;
        if (cell !== symbol && cell !== wild) break;
        run += 1;
      }
      if (pays(symbol, run)) return true;
    }
    return false;
  }
  for (let symbol = 0; symbol < paying; symbol += 1) {
    if (shortest[symbol] === 0) continue;
    let run = 0;
    while (run < limit(symbol) && reelShows(grid, rows, run, symbol, run > 0 ? wild : -1)) run += 1;
    if (run > 0 && pays(symbol, run)) return true;
  }
  return false;
}

const reelShows = (grid: Int32Array, rows: number, reel: number, symbol: number, wild: number) => {
  for (let row = 0; row < rows; row += 1) {
    const cell = grid[reel * rows + row]!;
    if (cell === symbol || cell === wild) return true;
  }
  return false;
};
