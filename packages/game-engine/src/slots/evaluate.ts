import type { Randomness } from '../randomness';
import type { CompiledSlot } from './compiled';

/**
 * The visible grid, reel by reel (`grid[reel × rows + row]`), from one uniform stop per reel, left to right: the
 * only randomness a spin uses, so a replay with the same stream shows the same grid.
 */
export function drawGrid(
  slot: CompiledSlot,
  windows: readonly Int32Array[],
  randomness: Randomness,
  stops: Int32Array,
  grid: Int32Array,
): void {
  const rows = slot.rows;
  for (let reel = 0; reel < slot.reels; reel += 1) {
    const reelWindows = windows[reel]!;
    const stop = randomness.nextInt(reelWindows.length / rows);
    stops[reel] = stop;
    const from = stop * rows;
    const to = reel * rows;
    for (let row = 0; row < rows; row += 1) grid[to + row] = reelWindows[from + row]!;
  }
}

/** Called for each paying line or symbol's ways: `line` is −1 on ways games, `ways` is 1 on line games. */
export type WinListener = (symbol: number, run: number, coins: number, line: number, ways: number) => void;

/**
 * Line or way wins of a grid, in coins before any multiplier. A line pays the symbol on reel 1 for its run of that
 * symbol or wild from the left; ways pay each symbol on reel 1 for its run of reels showing it or wild, once per
 * combination of such cells (the product of their counts).
 */
export function combinationCoins(slot: CompiledSlot, grid: Int32Array, onWin?: WinListener): number {
  const { rows, reels, wild } = slot;
  let coins = 0;
  if (!slot.ways) {
    const cells = slot.lineCells;
    const payGrid = slot.payGrid;
    const lineCount = slot.lines.length;
    for (let line = 0, first = 0; line < lineCount; line += 1, first += reels) {
      const symbol = grid[cells[first]!]!;
      if (symbol >= slot.paying) continue;
      let run = 1;
      while (run < reels) {
        const cell = grid[cells[first + run]!]!;
        if (cell !== symbol && cell !== wild) break;
        run += 1;
      }
      const pay = payGrid[symbol * reels + run - 1]!;
      if (pay > 0) {
        coins += pay;
        onWin?.(symbol, run, pay, line, 1);
      }
    }
    return coins;
  }
  for (let symbol = 0; symbol < slot.paying; symbol += 1) {
    let ways = 1;
    let run = 0;
    while (run < reels) {
      let usable = 0;
      for (let row = 0; row < rows; row += 1) {
        const cell = grid[run * rows + row]!;
        if (cell === symbol || (cell === wild && run > 0)) usable += 1;
      }
      if (usable === 0) break;
      ways *= usable;
      run += 1;
    }
    if (run === 0) continue;
    const pay = slot.pays[symbol]![run - 1]!;
    if (pay > 0) {
      coins += pay * ways;
      onWin?.(symbol, run, pay * ways, -1, ways);
    }
  }
  return coins;
}

export function scattersInView(slot: CompiledSlot, grid: Int32Array): number {
  let count = 0;
  const scatter = slot.scatter;
  for (let cell = 0; cell < grid.length; cell += 1) if (grid[cell] === scatter) count += 1;
  return count;
}
