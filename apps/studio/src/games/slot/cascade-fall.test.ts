import { describe, expect, it } from 'vitest';
import { cascadeFalls, FALL_MS, fallingRow, VANISH_MS, vanishingCells, vanishingScale } from './cascade-fall';

describe('a cascade’s fall', () => {
  it('drops the cells above a winner onto it and the strip’s new cells in from above the window', () => {
    const before = [
      ['A', 'B', 'C'],
      ['D', 'E', 'F'],
      ['G', 'H', 'I'],
    ];
    // Reel 1 loses its middle cell, reel 2 its top two; reel 0 keeps everything.
    const vanished = vanishingCells([
      { positions: [[1, 1]] },
      {
        positions: [
          [2, 0],
          [2, 1],
        ],
      },
    ]);
    const after = [
      ['A', 'B', 'C'],
      ['x', 'D', 'F'],
      ['y', 'z', 'I'],
    ];
    expect(cascadeFalls(before, vanished, after)).toEqual([
      { sources: [0, 1, 2] },
      { sources: [-1, 0, 2] },
      { sources: [-2, -1, 2] },
    ]);
  });

  it('refuses a grid after that is not the grid before with the winners gone', () => {
    const before = [['A', 'B', 'C']];
    const vanished = vanishingCells([{ positions: [[0, 2]] }]);
    expect(cascadeFalls(before, vanished, [['x', 'B', 'A']])).toBeNull();
    expect(cascadeFalls(before, vanished, [['x', 'A', 'B']])).not.toBeNull();
    expect(cascadeFalls(before, vanished, [['A', 'B']])).toBeNull();
  });

  it('holds every symbol still while the winners shrink away, then lands it on its row', () => {
    expect(vanishingScale(0)).toBe(1);
    expect(vanishingScale(VANISH_MS)).toBe(0);
    expect(fallingRow(-2, 1, 0)).toBe(-2);
    expect(fallingRow(-2, 1, VANISH_MS)).toBe(-2);
    const halfway = fallingRow(-2, 1, VANISH_MS + FALL_MS / 2);
    // Gathering speed: at half the time it has fallen less than half the way (0.4 × ½ + 0.6 × ¼ of it).
    expect(halfway).toBeCloseTo(-2 + 3 * 0.35);
    expect(fallingRow(-2, 1, VANISH_MS + FALL_MS)).toBe(1);
    expect(fallingRow(-2, 1, VANISH_MS + FALL_MS * 3)).toBe(1);
  });
});
