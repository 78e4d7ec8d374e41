import type { Randomness } from '../randomness';
import { playCascades } from './cascades';
import type { CompiledSlot } from './compiled';
import { combinationCoins, drawGrid, scattersInView } from './evaluate';

/**
 * One spin's pay in coins for simulations, before any free-spin multiplier: its line or way coins, the cascades
 * they set off (leaving `grid` as the last cascade left it), then the scatters counted there. Also the scatter count,
 * which decides free spins.
 */
export function spinPay(
  slot: CompiledSlot,
  strips: readonly Int32Array[],
  stops: Int32Array,
  grid: Int32Array,
): { coins: number; scatters: number } {
  const combinations = combinationCoins(slot, grid) + playCascades(slot, strips, stops, grid);
  const scatters = scattersInView(slot, grid);
  return { coins: combinations + slot.scatterPays[scatters]! * slot.definition.coinsPerBet, scatters };
}

/**
 * One whole round for simulations (a paid spin and every free spin it triggers), in units of the total bet, with
 * the same rules as `spin` but no records: what the RTP checks and the benchmark run millions of times. It works
 * in the compiled slot's scratch buffers, so it allocates nothing (and is not re-entrant).
 */
export function playSlotRound(slot: CompiledSlot, randomness: Randomness): number {
  const { stops, grid, held } = slot.scratch;
  const { coinsPerBet, winCapMultiple, freeSpins, wild } = slot.definition;
  const cap = winCapMultiple * coinsPerBet;
  drawGrid(slot, slot.baseWindows, randomness, stops, grid);
  const paid = spinPay(slot, slot.base, stops, grid);
  let total = Math.min(paid.coins, cap);
  let left = slot.freeSpinAwards[paid.scatters]!;
  held.fill(0);
  while (left > 0) {
    drawGrid(slot, slot.freeSpinWindows, randomness, stops, grid);
    if (wild.sticky) holdWilds(slot, grid, held);
    const free = spinPay(slot, slot.freeSpins, stops, grid);
    total += Math.min(free.coins * freeSpins.multiplier, cap);
    left += slot.retriggers[free.scatters]! - 1;
  }
  return total / coinsPerBet;
}

/** Sticky wilds: cells held from earlier free spins show wild, and this spin's wilds are held from now on. */
export function holdWilds(slot: CompiledSlot, grid: Int32Array, held: Uint8Array): void {
  for (let cell = 0; cell < grid.length; cell += 1) {
    if (held[cell]) grid[cell] = slot.wild;
    else if (grid[cell] === slot.wild) held[cell] = 1;
  }
}
