import type { SlotSpin } from './spin';

/**
 * A spin as a slot round's view sends it: snake_case like every other studio family's view, without the engine's
 * running state, which only the next spin needs. The server, the studio's
 * preview fixture and its tests all shape spins here, so the front end reads exactly what the server writes.
 */
export const slotSpinView = (spin: SlotSpin) => ({
  kind: spin.kind,
  stake: spin.stake,
  stops: spin.stops,
  grid: spin.grid,
  sticky_wilds: spin.stickyWilds,
  wins: spin.wins,
  cascades: spin.cascades,
  scatter: spin.scatter,
  multiplier: spin.multiplier,
  free_spins_awarded: spin.freeSpinsAwarded,
  win: spin.win,
  capped: spin.capped,
});
export type SlotSpinView = ReturnType<typeof slotSpinView>;
