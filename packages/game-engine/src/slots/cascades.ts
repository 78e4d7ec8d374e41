import type { CompiledSlot } from './compiled';
import { combinationCoins, type WinListener } from './evaluate';

/**
 * The most cascades one spin plays. A strip read upwards repeats, so a chain could in principle come round to a grid
 * it has shown and go on for ever; the rule ends it, and the exact sum follows the same rule.
 */
export const MAX_CASCADES = 8;

/** The multiplier of cascade k (k = 1 first; the spin's own wins are k = 0, at ×1). */
export const cascadeMultiplier = (slot: CompiledSlot, step: number) => {
  const multipliers = slot.definition.cascades?.multipliers ?? [1];
  return step === 0 ? 1 : multipliers[Math.min(step, multipliers.length) - 1]!;
};

/** Called for each cascade as it lands: its number (1 first), its multiplier, and the grid it left. */
export type CascadeListener = (step: number, multiplier: number, grid: Int32Array) => void;

/**
 * Plays the cascades that follow a spin's wins on `grid` (changed in place to the grid the last cascade leaves) and
 * returns their line or way coins, each cascade's multiplied by its multiplier. Winning cells (every cell of every
 * paying line or way, wilds included; never a scatter) vanish; per reel the cells left fall to the bottom, keeping
 * their order, and the strip above the window drops in: a reel stopped at s that loses n cells shows strip[s − n],
 * …, strip[s − 1] on top, and is then "stopped" at s − n (wrapping). `firstWins` are the spin's own wins' cells.
 */
export function playCascades(
  slot: CompiledSlot,
  strips: readonly Int32Array[],
  stops: Int32Array,
  grid: Int32Array,
  onWin?: WinListener,
  onCascade?: CascadeListener,
): number {
  if (!slot.definition.cascades) return 0;
  const won = new Uint8Array(grid.length);
  const above = Array.from(stops);
  let coins = 0;
  markWinningCells(slot, grid, won);
  for (let step = 1; step <= MAX_CASCADES && won.includes(1); step += 1) {
    tumble(slot, strips, above, grid, won);
    const multiplier = cascadeMultiplier(slot, step);
    onCascade?.(step, multiplier, grid);
    won.fill(0);
    coins +=
      multiplier *
      combinationCoins(slot, grid, (symbol, run, pay, line, ways) =>
        onWin?.(symbol, run, pay * multiplier, line, ways),
      );
    markWinningCells(slot, grid, won);
  }
  return coins;
}

/** Sets `won[cell]` for every cell of a paying line or way. */
function markWinningCells(slot: CompiledSlot, grid: Int32Array, won: Uint8Array): void {
  const { rows, wild } = slot;
  combinationCoins(slot, grid, (symbol, run, _pay, line) => {
    if (line >= 0) {
      for (let reel = 0; reel < run; reel += 1) won[slot.lineCells[line * slot.reels + reel]!] = 1;
      return;
    }
    for (let reel = 0; reel < run; reel += 1) {
      for (let row = 0; row < rows; row += 1) {
        const cell = grid[reel * rows + row]!;
        if (cell === symbol || (cell === wild && reel > 0)) won[reel * rows + row] = 1;
      }
    }
  });
}

/** Removes the won cells, lets the rest fall, and drops the strip above each reel's window in on top. */
function tumble(slot: CompiledSlot, strips: readonly Int32Array[], above: number[], grid: Int32Array, won: Uint8Array) {
  const { rows } = slot;
  for (let reel = 0; reel < slot.reels; reel += 1) {
    const strip = strips[reel]!;
    const kept: number[] = [];
    for (let row = 0; row < rows; row += 1) if (!won[reel * rows + row]) kept.push(grid[reel * rows + row]!);
    const fresh = rows - kept.length;
    if (fresh === 0) continue;
    const top = (((above[reel]! - fresh) % strip.length) + strip.length) % strip.length;
    for (let row = 0; row < fresh; row += 1) grid[reel * rows + row] = strip[(top + row) % strip.length]!;
    for (let row = fresh; row < rows; row += 1) grid[reel * rows + row] = kept[row - fresh]!;
    above[reel] = top;
  }
}
