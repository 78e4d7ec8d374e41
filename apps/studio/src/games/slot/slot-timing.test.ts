import { catalogueSlotDefinition } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { expandedReels, landingSchedule, playedSchedule, spinHoldRemaining, triggerCount } from './slot-timing';
import type { SlotSpinView } from './slot-view';

const definition = catalogueSlotDefinition('fortunes-of-frostheim')!;
const spinOf = (grid: string[][]): SlotSpinView => ({
  kind: 'paid',
  stake: 25,
  stops: grid.map(() => 0),
  grid,
  sticky_wilds: [],
  cascades: [],
  wins: [],
  scatter: { count: 0, positions: [], amount: 0 },
  multiplier: 1,
  free_spins_awarded: 0,
  win: 0,
  capped: false,
});
const plain = ['L1', 'L2', 'L3'];

describe('slot timing', () => {
  it('stops the reels left to right', () => {
    const schedule = landingSchedule(spinOf([plain, plain, plain, plain, plain]), definition);
    const delays = schedule.reels.map((reel) => reel.delayMs);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(new Set(delays).size).toBe(5);
    expect(schedule.totalMs).toBe(delays[4]! + schedule.reels[4]!.durationMs);
  });

  it('holds the later reels back once two scatters are in and a third can still come', () => {
    expect(triggerCount(definition)).toBe(3);
    const calm = landingSchedule(spinOf([plain, plain, plain, plain, plain]), definition);
    const teased = landingSchedule(spinOf([['S', 'L1', 'L2'], ['L1', 'S', 'L2'], plain, plain, plain]), definition);
    expect(teased.reels[1]!.delayMs).toBe(calm.reels[1]!.delayMs);
    expect(teased.reels[2]!.delayMs).toBeGreaterThan(calm.reels[2]!.delayMs);
    expect(teased.totalMs).toBeGreaterThan(calm.totalMs);
  });

  it('lands everything at once on a slam-stop, and shortens in turbo', () => {
    const spin = spinOf([plain, plain, plain, plain, plain]);
    const slam = landingSchedule(spin, definition, true);
    expect(slam.reels.every((reel) => reel.delayMs === 0)).toBe(true);
    const full = landingSchedule(spin, definition);
    expect(playedSchedule(full, { turbo: true, reducedMotion: false }).totalMs).toBeCloseTo(full.totalMs / 3, 0);
    expect(playedSchedule(full, { turbo: false, reducedMotion: false })).toBe(full);
  });

  it('finds reels an expanding wild filled', () => {
    const grid = [plain, ['W', 'W', 'W'], plain, plain, plain];
    expect(expandedReels(spinOf(grid), { ...definition, wild: { symbol: 'W', expanding: true } })).toEqual([1]);
    expect(expandedReels(spinOf(grid), { ...definition, wild: { symbol: 'W', expanding: false } })).toEqual([]);
  });

  it('keeps Spin off for the minimum spin time after a paid spin’s answer', () => {
    expect(spinHoldRemaining(undefined, 2500, 10_000)).toBe(0);
    expect(spinHoldRemaining(9_000, 2500, 10_000)).toBe(1500);
    expect(spinHoldRemaining(5_000, 2500, 10_000)).toBe(0);
    expect(spinHoldRemaining(9_000, 0, 10_000)).toBe(0);
  });
});
